import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from 'shared-api/schemas';
import {
  expectFieldError,
  fieldConflict,
  renderMasterForm,
  save,
  sentValues,
  typeOpeningBalance,
} from '../masters/form-test-helpers';
import { DriverForm, driverFormInput, type DriverFormInput, type DriverFormValues } from './driver-form';

const renderForm = (initialValues?: DriverFormInput, onTrip?: boolean) =>
  renderMasterForm<DriverFormValues>((props) => <DriverForm initialValues={initialValues} onTrip={onTrip} {...props} />);

async function fillInRequired() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Ramesh Yadav');
  await userEvent.type(screen.getByLabelText('Mobile'), '+91 98200 12345');
  await userEvent.type(screen.getByLabelText('Licence number'), 'mh14 2011-0062821');
  await userEvent.type(screen.getByLabelText('Licence expiry date'), '2031-08-14');
}

function aDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 'd-1',
    name: 'Ramesh Yadav',
    phone: '9820012345',
    licence: {
      kind: 'licence',
      number: 'MH1420110062821',
      expiresOn: '2031-08-14',
      status: 'valid',
      daysLeft: 1900,
      scan: null,
    },
    address: 'Chakan, Pune',
    openingBalance: { amountPaise: 350_075, side: 'Cr' },
    status: 'on_leave',
    notes: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('the driver form', () => {
  it('sends the driver with the mobile as 10 digits, the licence as stored and the balance as exact paise', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Opening balance (₹)')).toHaveValue('0');
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Dr');
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    await fillInRequired();
    await typeOpeningBalance('₹1,25,000.10', 'Cr (we owe)');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'On leave');
    await save();

    expect(await sentValues(onSubmit)).toEqual({
      name: 'Ramesh Yadav',
      phone: '9820012345',
      licenceNumber: 'MH1420110062821',
      licenceExpiresOn: '2031-08-14',
      address: null,
      openingBalance: { amountPaise: 12_500_010, side: 'Cr' },
      status: 'on_leave',
      notes: null,
    });
  });

  it('keeps a balance in paise exactly, with no floating-point rounding', async () => {
    const onSubmit = renderForm();
    await fillInRequired();
    await typeOpeningBalance('0.29');
    await save();
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect((await sentValues(onSubmit)).openingBalance).toEqual({ amountPaise: 29, side: 'Dr' });
  });

  it('names what is wrong with the mobile, the licence, the expiry date and the balance, and sends nothing', async () => {
    const onSubmit = renderForm();
    await save();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Licence number is required')).toBeInTheDocument();
    // A blank date input is empty text, so the schema's "must be a date" rule is what names it.
    expect(screen.getByLabelText('Licence expiry date')).toHaveAccessibleDescription(
      'Licence expiry date must be a date like 2026-01-31',
    );

    await userEvent.type(screen.getByLabelText('Mobile'), '98200 1234');
    await userEvent.type(screen.getByLabelText('Licence number'), 'XX1420110062821');
    await typeOpeningBalance('12.345');
    await save();
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Licence number must start with a state code and the RTO code, like MH14')).toBeInTheDocument();
    expect(screen.getByText('Opening balance can have at most 2 decimal places')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Mobile'));
    await userEvent.type(screen.getByLabelText('Mobile'), '5820012345');
    expect(await screen.findByText('Mobile number must start with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a short mobile number once the field is left', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Mobile'), '98200');
    expect(screen.queryByText('Mobile number must be 10 digits')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(/Mobile number must be 10 digits/);
  });

  it('puts a licence number another driver has on the licence field', async () => {
    const onSubmit = renderForm();
    const message = 'A driver with the licence number MH1420110062821 already exists';
    onSubmit.mockRejectedValueOnce(fieldConflict('licenceNumber', message));
    await fillInRequired();
    await save();

    await expectFieldError('Licence number', message);
    expect(screen.getByLabelText('Licence number')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ramesh Yadav');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('shows an existing driver with the licence and the balance in rupees', async () => {
    const onSubmit = renderForm(driverFormInput(aDriver()));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ramesh Yadav');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9820012345');
    expect(screen.getByLabelText('Licence number')).toHaveValue('MH1420110062821');
    expect(screen.getByLabelText('Licence expiry date')).toHaveValue('2031-08-14');
    expect(screen.getByLabelText('Address (optional)')).toHaveValue('Chakan, Pune');
    expect(screen.getByLabelText('Opening balance (₹)')).toHaveValue('3500.75');
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Cr');
    expect(screen.getByLabelText('Status')).toHaveValue('on_leave');

    await save();
    expect((await sentValues(onSubmit)).openingBalance).toEqual({ amountPaise: 350_075, side: 'Cr' });
  });

  it('does not offer the status of a driver on a trip', () => {
    renderForm(driverFormInput(aDriver({ status: 'on_trip' })), true);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });
});
