import { billingPartiesApi } from 'shared-api';
import { createBillingPartySchema, type BillingParty } from 'shared-api/schemas';
import { MasterCreatePage, MasterEditPage, saveChanges } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { BillingPartyForm, partyFormInput, type BillingPartyFormValues } from './billing-party-form';

export const partiesPath = '/admin/billing-parties';
const LIST = { label: 'Billing parties', to: partiesPath };

export function BillingPartyCreatePage() {
  return (
    <MasterCreatePage<BillingPartyFormValues, BillingParty>
      title="Add billing party"
      description="A customer freight bills are raised on. Type the GSTIN and the state is filled in."
      list={LIST}
      resource="billing-parties"
      create={(values) => billingPartiesApi.create(withBalanceInput(values))}
      next={() => partiesPath}
      form={(props) => <BillingPartyForm {...props} />}
    />
  );
}

export function BillingPartyEditPage() {
  return (
    <MasterEditPage<BillingPartyFormValues, BillingParty>
      noun="billing party"
      list={LIST}
      resource="billing-parties"
      get={billingPartiesApi.get}
      update={(party, values) =>
        saveChanges(party, values, createBillingPartySchema.parse(partyFormInput(party)), (id, changes) =>
          billingPartiesApi.update(id, withBalanceInput(changes)),
        )
      }
      remove={billingPartiesApi.remove}
      label={(party) => party.name}
      description={(party) => [party.gstin ?? 'No GSTIN', party.stateName].join(' · ')}
      form={(party, props) => <BillingPartyForm key={party.id} initialValues={partyFormInput(party)} {...props} />}
    />
  );
}
