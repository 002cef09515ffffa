import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

const NONE = new URLSearchParams();

/**
 * The address's query (`?number=`, `?service=`…) as a page should read it: a prerendered page was made
 * without one, so it is empty until hydration is done and React has the markup it expects; the page then
 * renders again with the visitor's. Setting it works as useSearchParams' does.
 */
export function usePageParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  return [useHydrated() ? params : NONE, setParams];
}
