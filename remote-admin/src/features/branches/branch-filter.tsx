import { useMemo } from 'react';
import { useAuthStore } from 'shared-api';
import { SelectField } from 'shared-ui';
import type { ListFilter } from '../../ui';
import { branchSelectOptions, useBranches } from './use-branch-options';

/**
 * "Branch: All branches / Pune (PUN) / …" for a list or a report. Shown only to staff of every branch
 * once the company has a branch: the server holds a user of one branch to it whatever is asked.
 */
export function BranchFilter({
  value,
  onChange,
  className,
}: {
  /** The chosen branch's id; '' for every branch. */
  value: string;
  onChange: (branchId: string) => void;
  className?: string;
}) {
  const ownBranch = useAuthStore((state) => state.user?.branchId ?? null);
  const branches = useBranches(true);
  if (ownBranch !== null || branches.length === 0) return null;
  return (
    <SelectField
      className={className}
      label="Branch"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={branchSelectOptions(branches, 'All branches')}
    />
  );
}

/**
 * The same choice as a list toolbar's filter (`branchId`): none for a user of one branch, or while the
 * company has no branch.
 */
export function useBranchListFilter<F extends string>(name: F): ListFilter<F>[] {
  const ownBranch = useAuthStore((state) => state.user?.branchId ?? null);
  const branches = useBranches(true);
  return useMemo(
    () =>
      ownBranch !== null || branches.length === 0
        ? []
        : [
            {
              name,
              label: 'Branch',
              allLabel: 'All branches',
              options: branches.map((branch) => ({ value: branch.id, label: branch.label })),
            },
          ],
    [name, ownBranch, branches],
  );
}
