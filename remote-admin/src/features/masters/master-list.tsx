import type { DataColumn, ListFilter } from '../../ui';
import { ActiveBadge } from './master-badges';

/** Inactive records stay listed (their history needs them) but are not offered in forms. */
export const ACTIVE_FILTER: ListFilter<'active'> = {
  name: 'active',
  label: 'Status',
  allLabel: 'Active and inactive',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Inactive' },
  ],
};

export const activeColumn = <T extends { active: boolean }>(): DataColumn<T> => ({
  id: 'status',
  header: 'Status',
  cell: (row) => <ActiveBadge active={row.active} />,
});
