import { branchesApi } from 'shared-api/back-office';
import type { Branch } from 'shared-api/schemas';
import { ResourceListPage, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
import { ACTIVE_FILTER, activeColumn } from '../masters/master-list';
import { branchesPath } from './branch-pages';

const FILTERS: ListFilter<'active'>[] = [ACTIVE_FILTER];

const COLUMNS: DataColumn<Branch>[] = [
  { id: 'code', header: 'Code', sortable: true, cell: (branch) => branch.code },
  { id: 'address', header: 'Address', hideOnPhone: true, cell: (branch) => branch.address ?? '—' },
  { id: 'phone', header: 'Phone', hideOnPhone: true, cell: (branch) => branch.phone ?? '—' },
  activeColumn(),
];

const RECORD: RecordLink<Branch> = {
  to: (branch) => `${branchesPath}/${branch.id}/edit`,
  name: (branch) => branch.name,
  action: 'Edit',
};

export default function BranchesListPage() {
  return (
    <ResourceListPage
      title="Branches"
      description="Offices that book trips in their own series. Staff of one branch see and change only its trips, documents, expenses and advances."
      add={{ label: 'Add branch', to: `${branchesPath}/new`, needs: 'settings' }}
      resource="branches"
      api={branchesApi}
      defaultSort="name"
      filters={FILTERS}
      search={{ label: 'Search branches', placeholder: 'Name, code or address' }}
      caption="Branches"
      noun="branches"
      nameColumn={{ id: 'name', header: 'Branch', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      empty={{
        filtered: 'No branches match this search or these filters.',
        none: 'No branches yet: every trip is booked in the company’s one series.',
      }}
    />
  );
}
