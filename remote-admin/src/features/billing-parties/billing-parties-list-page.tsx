import { billingPartiesApi } from 'shared-api/back-office';
import { GST_STATES, type BillingParty } from 'shared-api/schemas';
import { formatPaise, ResourceListPage, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
import { ACTIVE_FILTER, activeColumn } from '../masters/master-list';
import { partiesPath } from './billing-party-pages';

const FILTERS: ListFilter<'active' | 'stateCode'>[] = [
  ACTIVE_FILTER,
  {
    name: 'stateCode',
    label: 'State',
    allLabel: 'All states',
    options: GST_STATES.map((s) => ({ value: s.code, label: s.name })),
  },
];

const balance = (party: BillingParty) =>
  party.openingBalance.amountPaise === 0 ? '—' : `${formatPaise(party.openingBalance.amountPaise)} ${party.openingBalance.side}`;

const COLUMNS: DataColumn<BillingParty>[] = [
  { id: 'gstin', header: 'GSTIN', cell: (party) => party.gstin ?? '—' },
  { id: 'state', header: 'State', cell: (party) => party.stateName },
  { id: 'city', header: 'City', sortable: true, hideOnPhone: true, cell: (party) => party.city ?? '—' },
  { id: 'phone', header: 'Mobile', hideOnPhone: true, cell: (party) => party.phone ?? '—' },
  { id: 'credit', header: 'Credit days', hideOnPhone: true, cell: (party) => party.creditDays },
  { id: 'balance', header: 'Opening balance', hideOnPhone: true, cell: balance, needs: 'amounts.read' },
  activeColumn(),
];

const RECORD: RecordLink<BillingParty> = {
  to: (party) => `${partiesPath}/${party.id}/edit`,
  name: (party) => party.name,
  action: 'Edit',
};

export default function BillingPartiesListPage() {
  return (
    <ResourceListPage
      title="Billing parties"
      description="The customers freight bills are raised on, with their GSTIN, state and credit terms."
      add={{ label: 'Add billing party', to: `${partiesPath}/new`, needs: 'masters.write' }}
      resource="billing-parties"
      api={billingPartiesApi}
      importable
      exportNeeds="amounts.read"
      defaultSort="name"
      filters={FILTERS}
      search={{ label: 'Search billing parties', placeholder: 'Name, GSTIN, city or mobile' }}
      caption="Billing parties"
      noun="billing parties"
      nameColumn={{ id: 'name', header: 'Name', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      ledger={{ kind: 'party' }}
      empty={{
        filtered: 'No billing parties match this search or these filters.',
        none: 'No billing parties yet. Add one, or import them from a spreadsheet.',
      }}
    />
  );
}
