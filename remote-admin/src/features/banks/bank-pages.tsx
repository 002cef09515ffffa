import { banksApi } from 'shared-api/back-office';
import { createBankSchema, type Bank } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { BankForm, bankFormInput, type BankFormInput, type BankFormValues } from './bank-form';

export const banksPath = '/admin/banks';

const pages = masterPages<BankFormValues, BankFormInput, Bank>({
  noun: 'bank account',
  list: { label: 'Banks', to: banksPath },
  resource: 'banks',
  add: {
    title: 'Add bank account',
    description: 'A bank account or a cash box that expenses are paid from and receipts go into.',
  },
  api: banksApi,
  create: (values) => banksApi.create(withBalanceInput(values)),
  update: (id, changes) => banksApi.update(id, withBalanceInput(changes)),
  formInput: bankFormInput,
  schema: createBankSchema,
  label: (bank) => bank.name,
  description: (bank) =>
    [bank.bankName, bank.accountNumber && `A/c …${bank.accountNumber.slice(-4)}`].filter(Boolean).join(' · '),
  form: (props) => <BankForm {...props} />,
});

export const BankCreatePage = pages.CreatePage;
export const BankEditPage = pages.EditPage;
