import { billingPartiesApi } from 'shared-api/back-office';
import { createBillingPartySchema, type BillingParty } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { PartyInviteButton } from './party-invite-button';
import { BillingPartyForm, partyFormInput, type BillingPartyFormInput, type BillingPartyFormValues } from './billing-party-form';

export const partiesPath = '/admin/billing-parties';

const pages = masterPages<BillingPartyFormValues, BillingPartyFormInput, BillingParty>({
  noun: 'billing party',
  list: { label: 'Billing parties', to: partiesPath },
  resource: 'billing-parties',
  add: {
    title: 'Add billing party',
    description: 'A customer freight bills are raised on. Type the GSTIN and the state is filled in.',
  },
  api: billingPartiesApi,
  create: (values) => billingPartiesApi.create(withBalanceInput(values)),
  update: (id, changes) => billingPartiesApi.update(id, withBalanceInput(changes)),
  formInput: partyFormInput,
  schema: createBillingPartySchema,
  label: (party) => party.name,
  description: (party) => [party.gstin ?? 'No GSTIN', party.stateName].join(' · '),
  headerActions: (party) => <PartyInviteButton party={party} />,
  form: (props) => <BillingPartyForm {...props} />,
});

export const BillingPartyCreatePage = pages.CreatePage;
export const BillingPartyEditPage = pages.EditPage;
