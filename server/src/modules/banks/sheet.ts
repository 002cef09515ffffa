import { bankAccountTypeLabels, type Bank } from 'shared-api/schemas';
import { activeColumn, openingBalanceColumns, type MasterColumn } from '../masters/sheet-columns';

/** Bank accounts in a spreadsheet (export only: a company has a handful, typed in the form). */
export const bankColumns: MasterColumn<Bank>[] = [
  { key: 'name', header: 'Account name', value: (b) => b.name, width: 22 },
  { key: 'accountType', header: 'Type', value: (b) => bankAccountTypeLabels[b.accountType], width: 16 },
  { key: 'bankName', header: 'Bank', value: (b) => b.bankName, width: 20 },
  { key: 'accountNumber', header: 'Account no.', kind: 'text', value: (b) => b.accountNumber, width: 18 },
  { key: 'ifsc', header: 'IFSC', kind: 'text', value: (b) => b.ifsc, width: 12 },
  { key: 'branch', header: 'Branch', value: (b) => b.branch, width: 16 },
  ...openingBalanceColumns<Bank>((b) => b.openingBalance),
  activeColumn<Bank>((b) => b.active),
];
