import { useQuery } from '@tanstack/react-query';
import { companyApi } from 'shared-api';

/** The company's public contact details, cached like every other query (spec §9). */
export function useCompany() {
  return useQuery({ queryKey: ['company'], queryFn: async () => (await companyApi.get()).data });
}
