import { banksApi } from 'shared-api';
import { createBankSchema, type Bank, type BankAccountType } from 'shared-api/schemas';
import { MasterCreatePage, MasterEditPage, saveChanges } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { BankForm, bankFormInput, type BankFormValues } from './bank-form';

export const banksPath = '/admin/banks';
const LIST = { label: 'Banks', to: banksPath };

/** A cash box keeps no bank details, whatever was typed before the type was changed to cash. */
function withoutBankDetailsForCash<T extends { accountType?: BankAccountType | undefined }>(values: T): T {
  return values.accountType === 'cash' ? { ...values, bankName: null, accountNumber: null, ifsc: null, branch: null } : values;
}

export function BankCreatePage() {
  return (
    <MasterCreatePage<BankFormValues, Bank>
      title="Add bank account"
      description="A bank account or a cash box that expenses are paid from and receipts go into."
      list={LIST}
      resource="banks"
      create={(values) => banksApi.create(withBalanceInput(withoutBankDetailsForCash(values)))}
      next={() => banksPath}
      form={(props) => <BankForm {...props} />}
    />
  );
}

export function BankEditPage() {
  return (
    <MasterEditPage<BankFormValues, Bank>
      noun="bank account"
      list={LIST}
      resource="banks"
      get={banksApi.get}
      update={(bank, values) =>
        saveChanges(bank, withoutBankDetailsForCash(values), createBankSchema.parse(bankFormInput(bank)), (id, changes) =>
          banksApi.update(id, withBalanceInput(changes)),
        )
      }
      remove={banksApi.remove}
      label={(bank) => bank.name}
      description={(bank) =>
        [bank.bankName, bank.accountNumber && `A/c …${bank.accountNumber.slice(-4)}`].filter(Boolean).join(' · ')
      }
      form={(bank, props) => <BankForm key={bank.id} initialValues={bankFormInput(bank)} {...props} />}
    />
  );
}
