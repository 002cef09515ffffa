import { banksApi } from 'shared-api/back-office';
import { bankAccountTypeLabels, type Bank } from 'shared-api/schemas';
import { formatPaise, ResourceListPage, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
import { ACTIVE_FILTER, activeColumn } from '../masters/master-list';
import { ACCOUNT_TYPE_OPTIONS } from './bank-form';
import { banksPath } from './bank-pages';

const FILTERS: ListFilter<'active' | 'accountType'>[] = [
  ACTIVE_FILTER,
  { name: 'accountType', label: 'Type', allLabel: 'All types', options: ACCOUNT_TYPE_OPTIONS },
];

const COLUMNS: DataColumn<Bank>[] = [
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
  activeColumn(),
];

const RECORD: RecordLink<Bank> = { to: (bank) => `${banksPath}/${bank.id}/edit`, name: (bank) => bank.name, action: 'Edit' };

export default function BanksListPage() {
  return (
    <ResourceListPage
      title="Banks"
      description="Bank accounts and cash boxes. One cash account always exists, for cash expenses and payments."
      add={{ label: 'Add bank account', to: `${banksPath}/new`, needs: 'banks.write' }}
      resource="banks"
      api={banksApi}
      defaultSort="name"
      filters={FILTERS}
      search={{ label: 'Search banks', placeholder: 'Name, bank, account number or IFSC' }}
      caption="Bank accounts"
      noun="bank accounts"
      nameColumn={{ id: 'name', header: 'Account', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      ledger={{ kind: 'bank' }}
      empty={{ filtered: 'No bank accounts match this search or these filters.' }}
    />
  );
}
