import { useQuery } from '@tanstack/react-query';
import { branchesApi } from 'shared-api/back-office';
import type { BranchOption } from 'shared-api/schemas';

/**
 * The company's branches for a form or a filter (a company has a handful; the typeahead's 20 hold them).
 * Read under the list's key, so adding or changing a branch refreshes every form that offers them.
 */
export function useBranches(includeInactive = false): BranchOption[] {
  const query = useQuery({
    queryKey: ['branches', 'options', includeInactive],
    queryFn: async () => (await branchesApi.select({ includeInactive })).data,
    staleTime: 5 * 60_000,
  });
  return query.data ?? [];
}

/** `{ value, label }` options for a select, led by what choosing no branch means (`none`). */
export function branchSelectOptions(branches: BranchOption[], none: string) {
  return [{ value: '', label: none }, ...branches.map((branch) => ({ value: branch.id, label: branch.label }))];
}
