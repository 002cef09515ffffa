import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banksApi, trucksApi } from 'shared-api/back-office';
import { expectFieldError, renderMasterForm, save, sentValues } from '../masters/form-test-helpers';
import { rejection } from '../users/test-fixtures';
import { TripForm, type TripFormProps } from './trip-form';
import { tripFormInput, type TripFormValues } from './trip-form-values';
import { aTrip, DRIVER, mockSelects, PARTY, TRUCK } from './trip-test-data';

const renderForm = (extra: Partial<TripFormProps> = {}) =>
  renderMasterForm<TripFormValues>((props) => <TripForm {...props} {...extra} />);

const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
/** A figure of the live summary, as shown ('₹25,000.00', or '—' while unknown). */
const figure = (term: string) => summary().getByText(term).nextElementSibling?.textContent;

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Types into a typeahead and clicks the option that comes back. */
async function choose(label: string, search: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

/** Everything a trip on an own truck needs, at a fixed ₹25,000. */
async function fillOwnTrip() {
  await choose('Billing party', 'kumar', PARTY.label);
  await typeInto('Consignor name', 'Kumar Textiles Mill');
  await typeInto('Consignee name', 'Delhi Fabrics');
  await typeInto('Origin', 'Surat');
  await typeInto('Destination', 'Delhi');
  await typeInto('Goods', 'Cotton fabric');
  await typeInto('Actual weight in tonnes', '12.5');
  await userEvent.selectOptions(screen.getByLabelText('Freight terms'), 'TBB (to be billed)');
  await userEvent.selectOptions(screen.getByLabelText('GST paid by'), 'Consignor');
  await typeInto('Rate (₹)', '25000');
  await choose('Truck', 'MH12', TRUCK.label);
  await choose('Driver', 'ram', DRIVER.label);
}

beforeEach(() => mockSelects());
afterEach(() => jest.restoreAllMocks());

describe('the trip form', () => {
  it('asks for each required field, then for the truck and driver, and sends nothing until they are given', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Trip date')).not.toHaveValue('');
    await save();

    await expectFieldError('Billing party', 'Choose the billing party');
    await expectFieldError('Consignor name', 'Consignor name must be at least 2 characters');
    await expectFieldError('Consignee name', 'Consignee name must be at least 2 characters');
    await expectFieldError('Origin', 'Origin must be at least 2 characters');
    await expectFieldError('Goods', 'Goods description must be at least 2 characters');
    await expectFieldError('Actual weight in tonnes', 'Actual weight is required');
    await expectFieldError('Freight terms', 'Choose Paid, To-Pay or TBB');
    await expectFieldError('GST paid by', 'Choose who pays GST');
    await expectFieldError('Rate (₹)', 'Rate is required');
    expect(onSubmit).not.toHaveBeenCalled();

    // Rules across fields come once the fields themselves are right: an own truck needs a truck and a driver.
    await fillOwnTrip();
    await userEvent.click(screen.getByRole('button', { name: 'Clear truck' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear driver' }));
    await save();
    await expectFieldError('Truck', 'Choose the truck');
    await expectFieldError('Driver', 'Choose the driver');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a complete own-truck trip with the chosen records and the amounts in paise', async () => {
    const onSubmit = renderForm();
    await fillOwnTrip();
    await typeInto('Start km (optional)', '120000');
    await save();

    expect(await sentValues(onSubmit)).toMatchObject({
      billingPartyId: PARTY.id,
      consignorName: 'Kumar Textiles Mill',
      fleet: 'own',
      truckId: TRUCK.id,
      driverId: DRIVER.id,
      startKm: 120_000,
      vehicleId: null,
      rateBasis: 'fixed',
      rate: 2_500_000,
      partyAdvance: 0,
      charges: [],
    });
  });

  it('asks where the party advance came in only when there is one, and sends the mode and the account', async () => {
    const bank = {
      id: '5e0c1a2b-0000-4000-8000-0000000000b1',
      label: 'HDFC current',
      accountType: 'current' as const,
      accountEnding: '5678',
      active: true,
    };
    jest.spyOn(banksApi, 'select').mockResolvedValue({ success: true, data: [bank] });
    const onSubmit = renderForm();
    await fillOwnTrip();
    expect(screen.queryByLabelText('Advance received as')).not.toBeInTheDocument();

    await typeInto('Party advance (₹, optional)', '5000');
    expect(screen.getByLabelText('Advance received as')).toHaveValue('cash');
    await userEvent.selectOptions(screen.getByLabelText('Advance received as'), 'Cheque');
    await save();
    await expectFieldError('Account', 'Choose the bank account the advance came into');
    expect(onSubmit).not.toHaveBeenCalled();

    await choose('Account', 'hdfc', 'HDFC current');
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({
      partyAdvance: 5_000_00,
      partyAdvanceMode: 'cheque',
      partyAdvanceBankId: bank.id,
    });
  });

  it('shows the own truck fields or the market vehicle fields, as chosen', async () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Own truck' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Truck' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Driver' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start km (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Market vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hire rate (₹)')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Market vehicle' }));
    expect(screen.getByRole('combobox', { name: 'Market vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Driver name (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Driver phone (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Hire rate basis')).toBeInTheDocument();
    expect(screen.getByLabelText('Hire rate (₹)')).toBeInTheDocument();
    expect(screen.getByLabelText('Hire advance (₹, optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Commission (₹, optional)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Truck' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Start km (optional)')).not.toBeInTheDocument();
    // The summary adds the vehicle's side.
    expect(figure('Owner payable')).toBe('—');
  });

  it('computes the freight as it is typed: fixed, per tonne of the charged weight, per km', async () => {
    renderForm();
    expect(figure('Freight')).toBe('—');
    await typeInto('Rate (₹)', '25000');
    expect(figure('Freight')).toBe('₹25,000.00');
    expect(figure('Party total')).toBe('₹25,000.00');

    await userEvent.selectOptions(screen.getByLabelText('Rate basis'), 'Per tonne');
    await typeInto('Rate (₹)', '2000');
    // Per tonne needs a weight: nothing is guessed until it is there.
    expect(figure('Freight')).toBe('—');
    await typeInto('Actual weight in tonnes', '12.5');
    expect(figure('Freight')).toBe('₹25,000.00');
    await typeInto('Charged weight in tonnes (optional)', '13.25');
    expect(figure('Freight')).toBe('₹26,500.00');

    await userEvent.selectOptions(screen.getByLabelText('Rate basis'), 'Per km');
    await typeInto('Rate (₹)', '45.50');
    expect(figure('Freight')).toBe('—');
    await typeInto('Distance in km (optional)', '400');
    expect(figure('Freight')).toBe('₹18,200.00');
  });

  it('adds a party-side charge to the party total, and takes a deduction off it', async () => {
    renderForm();
    await typeInto('Rate (₹)', '25000');
    await typeInto('Party advance (₹, optional)', '5000');
    expect(figure('Party balance')).toBe('₹20,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add a charge' }));
    const charge = within(screen.getByRole('group', { name: 'Charge 1' }));
    await userEvent.selectOptions(charge.getByLabelText('Kind'), 'Detention');
    await userEvent.type(charge.getByLabelText('Amount (₹)'), '1500');
    expect(figure('Party charges')).toBe('₹1,500.00');
    expect(figure('Party total')).toBe('₹26,500.00');
    expect(figure('Party balance')).toBe('₹21,500.00');

    await userEvent.selectOptions(charge.getByLabelText('Effect'), 'Deducts');
    expect(figure('Party total')).toBe('₹23,500.00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove charge 1' }));
    expect(figure('Party total')).toBe('₹25,000.00');
  });

  it("warns about a truck's expired papers and a driver's expiring licence before saving, and saves once confirmed", async () => {
    mockSelects({
      trucks: [{ ...TRUCK, papersStatus: 'expired', nextExpiryOn: '2026-01-03' }],
      drivers: [{ ...DRIVER, licenceStatus: 'expiring', licenceExpiresOn: '2026-03-01', status: 'on_leave' }],
    });
    const onSubmit = renderForm();
    await choose('Truck', 'MH12', TRUCK.label);
    expect(
      screen.getByText('MH12AB1234: a paper expired on 3 Jan 2026. The trip cannot start until it is renewed.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('truck-facts')).toHaveTextContent('Expired');

    await fillOwnTrip();
    expect(screen.getByText('Ramesh Yadav: the driving licence expires on 1 Mar 2026.')).toBeInTheDocument();
    expect(screen.getByText('Ramesh Yadav is not available: on leave.')).toBeInTheDocument();

    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Save this trip with these warnings?' });
    expect(within(dialog).getByText(/a paper expired on 3 Jan 2026/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect((await sentValues(onSubmit)).truckId).toBe(TRUCK.id);
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    const onSubmit = renderForm();
    const expired = "The truck's insurance expired on 3 Jan 2026";
    onSubmit.mockRejectedValueOnce(
      rejection(400, {
        success: false,
        message: 'Check the highlighted fields',
        errors: { truckId: expired, consigneeName: 'Too short' },
      }),
    );
    await fillOwnTrip();
    await save();

    await expectFieldError('Truck', expired);
    await expectFieldError('Consignee name', 'Too short');
    expect(screen.getByRole('combobox', { name: 'Truck' })).toHaveValue(TRUCK.label);
    expect(screen.getByLabelText('Rate (₹)')).toHaveValue('25000');
    expect(screen.getAllByText(expired)).toHaveLength(1);
  });

  it('shows a saved trip with its records, looks up its truck papers and computes its figures', async () => {
    const trip = aTrip();
    renderForm({
      initialValues: tripFormInput(trip),
      initialChoices: {
        billingParty: { id: PARTY.id, label: PARTY.label },
        truck: { id: TRUCK.id, label: TRUCK.label },
        driver: { id: DRIVER.id, label: DRIVER.label },
        vehicle: null,
      },
      status: 'planned',
    });
    expect(screen.getByRole('combobox', { name: 'Billing party' })).toHaveValue('Kumar Textiles');
    expect(screen.getByRole('combobox', { name: 'Truck' })).toHaveValue('MH12AB1234');
    expect(screen.getByLabelText('Rate (₹)')).toHaveValue('2000');
    expect(screen.getByLabelText('Party advance (₹, optional)')).toHaveValue('5000');
    expect(within(screen.getByRole('group', { name: 'Charge 1' })).getByLabelText('Amount (₹)')).toHaveValue('1500');
    expect(figure('Freight')).toBe('₹25,000.00');
    expect(figure('Party total')).toBe('₹26,500.00');
    await waitFor(() => expect(screen.getByTestId('truck-facts')).toHaveTextContent('Next expiry 1 Sept 2027'));
    expect(trucksApi.select).toHaveBeenCalledWith({ search: 'MH12AB1234', includeInactive: true });
  });
});
