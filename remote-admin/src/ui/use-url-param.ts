import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One setting of a report screen kept in the address, so a reload or a shared link shows the same;
 * changing it returns to the first page. Replaces the history entry: Back leaves the screen.
 */
export function useUrlParam<T extends string>(name: string, fallback: T, allowed?: readonly T[]): [T, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (!allowed || (allowed as readonly string[]).includes(raw)) ? (raw as T) : fallback;
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next) changed.set(name, next);
          else changed.delete(name);
          if (name !== 'page') changed.delete('page');
          return changed;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}
