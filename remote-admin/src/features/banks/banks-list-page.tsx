import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { banksApi } from 'shared-api';
import { bankAccountTypeLabels, type Bank } from 'shared-api/schemas';
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
import { ACCOUNT_TYPE_OPTIONS } from './bank-form';
import { banksPath } from './bank-pages';

type BankFilter = 'active' | 'accountType';

const FILTERS: ListFilter<BankFilter>[] = [
  {
    name: 'active',
    label: 'Status',
    allLabel: 'Active and inactive',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  { name: 'accountType', label: 'Type', allLabel: 'All types', options: ACCOUNT_TYPE_OPTIONS },
];

export default function BanksListPage() {
  const list = useResourceList<Bank, BankFilter>({
    resource: 'banks',
    fetch: (query) => banksApi.list(query),
    defaultSort: 'name',
    filters: ['active', 'accountType'],
  });

  const columns = useMemo<DataColumn<Bank>[]>(
    () => [
      {
        id: 'name',
        header: 'Account',
        sortable: true,
        cell: (bank) => <Link to={`${banksPath}/${bank.id}/edit`}>{bank.name}</Link>,
      },
      { id: 'type', header: 'Type', cell: (bank) => bankAccountTypeLabels[bank.accountType] },
      { id: 'bank', header: 'Bank', hideOnPhone: true, cell: (bank) => bank.bankName ?? '—' },
      { id: 'number', header: 'Account no.', hideOnPhone: true, cell: (bank) => bank.accountNumber ?? '—' },
      { id: 'ifsc', header: 'IFSC', hideOnPhone: true, cell: (bank) => bank.ifsc ?? '—' },
      {
        id: 'balance',
        header: 'Opening balance',
        hideOnPhone: true,
        cell: (bank) => `${formatPaise(bank.openingBalance.amountPaise)} ${bank.openingBalance.side}`,
      },
      { id: 'status', header: 'Status', cell: (bank) => <ActiveBadge active={bank.active} /> },
    ],
    [],
  );

  return (
    <section>
      <PageHeader
        title="Banks"
        breadcrumbs={[{ label: 'Banks' }]}
        description="Bank accounts and cash boxes. One cash account always exists, for cash expenses and payments."
        actions={
          <Link to={`${banksPath}/new`} className={buttonClass()}>
            Add bank account
          </Link>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search banks"
        searchPlaceholder="Name, bank, account number or IFSC"
        filters={FILTERS}
      >
        <SheetActions exportFile={(format) => banksApi.exportFile(listFileQuery(list), format)} />
      </ListToolbar>
      <DataTable
        caption="Bank accounts"
        noun="bank accounts"
        columns={columns}
        list={list}
        rowId={(bank) => bank.id}
        rowActions={(bank) => (
          <>
            <LedgerLink kind="bank" id={bank.id} name={bank.name} />
            <Link
              to={`${banksPath}/${bank.id}/edit`}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={`Edit ${bank.name}`}
            >
              Edit
            </Link>
          </>
        )}
        empty="No bank accounts match this search or these filters."
      />
    </section>
  );
}
