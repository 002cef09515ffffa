import { useQuery } from '@tanstack/react-query';
import { companyApi } from './endpoints/company';

/** The company's public details (name, contacts, socials, logo), cached once for every app on the page. */
export function useCompanyProfile() {
  return useQuery({ queryKey: ['company'], queryFn: async () => (await companyApi.get()).data });
}
