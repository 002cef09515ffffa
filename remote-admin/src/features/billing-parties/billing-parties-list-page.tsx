import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { billingPartiesApi } from 'shared-api';
import { GST_STATES, type BillingParty } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  LedgerLink,
  formatPaise,
  ListToolbar,
  PageHeader,
  useResourceList,
  type DataColumn,
  type ListFilter,
  listFileQuery,
  SheetActions,
} from '../../ui';
import { ActiveBadge } from '../masters/master-badges';
import { partiesPath } from './billing-party-pages';

type PartyFilter = 'active' | 'stateCode';

const FILTERS: ListFilter<PartyFilter>[] = [
  {
    name: 'active',
    label: 'Status',
    allLabel: 'Active and inactive',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  {
    name: 'stateCode',
    label: 'State',
    allLabel: 'All states',
    options: GST_STATES.map((s) => ({ value: s.code, label: s.name })),
  },
];

const balance = (party: BillingParty) =>
  party.openingBalance.amountPaise === 0 ? '—' : `${formatPaise(party.openingBalance.amountPaise)} ${party.openingBalance.side}`;

export default function BillingPartiesListPage() {
  const list = useResourceList<BillingParty, PartyFilter>({
    resource: 'billing-parties',
    fetch: (query) => billingPartiesApi.list(query),
    defaultSort: 'name',
    filters: ['active', 'stateCode'],
  });

  const columns = useMemo<DataColumn<BillingParty>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        cell: (party) => <Link to={`${partiesPath}/${party.id}/edit`}>{party.name}</Link>,
      },
      { id: 'gstin', header: 'GSTIN', cell: (party) => party.gstin ?? '—' },
      { id: 'state', header: 'State', cell: (party) => party.stateName },
      { id: 'city', header: 'City', sortable: true, hideOnPhone: true, cell: (party) => party.city ?? '—' },
      { id: 'phone', header: 'Mobile', hideOnPhone: true, cell: (party) => party.phone ?? '—' },
      { id: 'credit', header: 'Credit days', hideOnPhone: true, cell: (party) => party.creditDays },
      { id: 'balance', header: 'Opening balance', hideOnPhone: true, cell: balance },
      { id: 'status', header: 'Status', cell: (party) => <ActiveBadge active={party.active} /> },
    ],
    [],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <section>
      <PageHeader
        title="Billing parties"
        breadcrumbs={[{ label: 'Billing parties' }]}
        description="The customers freight bills are raised on, with their GSTIN, state and credit terms."
        actions={
          <Link to={`${partiesPath}/new`} className={buttonClass()}>
            Add billing party
          </Link>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search billing parties"
        searchPlaceholder="Name, GSTIN, city or mobile"
        filters={FILTERS}
      >
        <SheetActions
          exportFile={(format) => billingPartiesApi.exportFile(listFileQuery(list), format)}
          importer={{ api: billingPartiesApi, plural: 'billing parties', resource: 'billing-parties' }}
        />
      </ListToolbar>
      <DataTable
        caption="Billing parties"
        noun="billing parties"
        columns={columns}
        list={list}
        rowId={(party) => party.id}
        rowActions={(party) => (
          <>
            <LedgerLink kind="party" id={party.id} name={party.name} />
            <Link
              to={`${partiesPath}/${party.id}/edit`}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={`Edit ${party.name}`}
            >
              Edit
            </Link>
          </>
        )}
        empty={
          filtered
            ? 'No billing parties match this search or these filters.'
            : 'No billing parties yet. Add one, or import them from a spreadsheet.'
        }
      />
    </section>
  );
}
