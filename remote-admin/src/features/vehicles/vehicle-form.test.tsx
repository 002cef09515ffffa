import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Vehicle } from 'shared-api/schemas';
import {
  expectFieldError,
  fieldConflict,
  renderMasterForm,
  save,
  sentValues,
  typeOpeningBalance,
} from '../masters/form-test-helpers';
import { VehicleForm, vehicleFormInput, type VehicleFormInput, type VehicleFormValues } from './vehicle-form';

const renderForm = (initialValues?: VehicleFormInput) =>
  renderMasterForm<VehicleFormValues>((props) => <VehicleForm initialValues={initialValues} {...props} />);

async function fillInRequired() {
  await userEvent.type(screen.getByLabelText('Registration number'), 'gj 05 xy 4321');
  await userEvent.type(screen.getByLabelText('Owner name'), 'Harjeet Singh');
}

function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 'v-1',
    registrationNumber: 'GJ05XY4321',
    vehicleType: 'trailer',
    ownerName: 'Harjeet Singh',
    ownerPhone: '9876543210',
    ownerPan: 'ABCPK1234M',
    ownerPanHolder: 'individual',
    ownerDeclaredSmallFleet: true,
    ownerAddress: null,
    brokerName: 'Sai Logistics',
    brokerPhone: null,
    bankAccountName: 'Harjeet Singh',
    bankAccountNumber: '50100123456789',
    bankIfsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
    openingBalance: { amountPaise: 1_200_000, side: 'Cr' },
    active: true,
    notes: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('the market vehicle form', () => {
  it('sends the lorry, its owner, broker and bank account as stored, and the balance in paise', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Cr');
    expect(screen.getByLabelText('Active')).toBeChecked();

    await fillInRequired();
    await userEvent.selectOptions(screen.getByLabelText('Type (optional)'), 'Trailer');
    await userEvent.type(screen.getByLabelText('Owner mobile (optional)'), '098765 43210');
    await userEvent.type(screen.getByLabelText('Owner PAN (optional)'), 'abcpk 1234m');
    await userEvent.click(screen.getByLabelText('Owner declared 10 or fewer goods carriages'));
    await userEvent.type(screen.getByLabelText('Broker name (optional)'), 'Sai Logistics');
    await userEvent.type(screen.getByLabelText('Broker mobile (optional)'), '7000012345');
    await userEvent.type(screen.getByLabelText('Account holder (optional)'), 'Harjeet Singh');
    await userEvent.type(screen.getByLabelText('Account number (optional)'), '5010 0123 4567 89');
    await userEvent.type(screen.getByLabelText('IFSC (optional)'), 'hdfc0001234');
    await userEvent.type(screen.getByLabelText('Bank (optional)'), 'HDFC Bank');
    await typeOpeningBalance('12,000');
    await save();

    expect(await sentValues(onSubmit)).toEqual({
      registrationNumber: 'GJ05XY4321',
      vehicleType: 'trailer',
      ownerName: 'Harjeet Singh',
      ownerPhone: '9876543210',
      ownerPan: 'ABCPK1234M',
      ownerDeclaredSmallFleet: true,
      ownerAddress: null,
      brokerName: 'Sai Logistics',
      brokerPhone: '7000012345',
      bankAccountName: 'Harjeet Singh',
      bankAccountNumber: '50100123456789',
      bankIfsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      openingBalance: { amountPaise: 1_200_000, side: 'Cr' },
      active: true,
      notes: null,
    });
  });

  it('sends a vehicle with only its number and owner: the rest blank', async () => {
    const onSubmit = renderForm();
    await fillInRequired();
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({
      vehicleType: null,
      ownerPhone: null,
      ownerPan: null,
      bankAccountNumber: null,
      bankIfsc: null,
      openingBalance: { amountPaise: 0, side: 'Cr' },
    });
  });

  it('refuses half a bank account: a number without its IFSC, or an IFSC without its number', async () => {
    const onSubmit = renderForm();
    await fillInRequired();
    await userEvent.type(screen.getByLabelText('Account number (optional)'), '50100123456789');
    await save();
    expect(await screen.findByText('Enter the IFSC of this account')).toBeInTheDocument();
    expect(screen.getByLabelText('IFSC (optional)')).toHaveAccessibleDescription(/Enter the IFSC of this account/);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Account number (optional)'));
    await userEvent.type(screen.getByLabelText('IFSC (optional)'), 'HDFC0001234');
    await save();
    expect(await screen.findByText('Enter the account number for this IFSC')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number (optional)')).toHaveAccessibleDescription(
      /Enter the account number for this IFSC/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a wrong PAN, IFSC, account number and owner mobile', async () => {
    const onSubmit = renderForm();
    await fillInRequired();
    await userEvent.type(screen.getByLabelText('Owner PAN (optional)'), 'ABCQK1234M');
    await userEvent.type(screen.getByLabelText('Account number (optional)'), '1234');
    await userEvent.type(screen.getByLabelText('IFSC (optional)'), 'HDFCO001234');
    await userEvent.type(screen.getByLabelText('Owner mobile (optional)'), '98765');
    await save();
    expect(
      await screen.findByText("PAN's 4th character must be the holder type: P, C, H, F, A, T, B, L, J, G"),
    ).toBeInTheDocument();
    expect(screen.getByText('Account number must be 9 to 18 digits')).toBeInTheDocument();
    expect(screen.getByText('The 5th character of an IFSC is the digit 0 (zero), not the letter O')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be 10 digits')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Owner PAN (optional)'));
    await userEvent.type(screen.getByLabelText('Owner PAN (optional)'), 'ABC1234');
    expect(
      await screen.findByText('PAN must be 10 characters like ABCPK1234M: 5 letters, 4 digits, a letter'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the registration number and the owner', async () => {
    const onSubmit = renderForm();
    await save();
    expect(await screen.findByText('Registration number is required')).toBeInTheDocument();
    expect(screen.getByText('Owner name must be at least 2 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts "this number is one of your own trucks" from the server on the registration field', async () => {
    const onSubmit = renderForm();
    const message = 'GJ05XY4321 is one of your own trucks: a market vehicle cannot have its number';
    onSubmit.mockRejectedValueOnce(fieldConflict('registrationNumber', message));
    await fillInRequired();
    await save();
    await expectFieldError('Registration number', message);
    expect(screen.getByLabelText('Owner name')).toHaveValue('Harjeet Singh');
  });

  it('shows an existing vehicle with its owner, bank and balance in rupees', async () => {
    const onSubmit = renderForm(vehicleFormInput(aVehicle()));
    expect(screen.getByLabelText('Registration number')).toHaveValue('GJ05XY4321');
    expect(screen.getByLabelText('Type (optional)')).toHaveValue('trailer');
    expect(screen.getByLabelText('Owner PAN (optional)')).toHaveValue('ABCPK1234M');
    expect(screen.getByLabelText('Owner declared 10 or fewer goods carriages')).toBeChecked();
    expect(screen.getByLabelText('Broker name (optional)')).toHaveValue('Sai Logistics');
    expect(screen.getByLabelText('Account number (optional)')).toHaveValue('50100123456789');
    expect(screen.getByLabelText('IFSC (optional)')).toHaveValue('HDFC0001234');
    expect(screen.getByLabelText('Opening balance (₹)')).toHaveValue('12000.00');
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Cr');

    await userEvent.click(screen.getByLabelText('Active'));
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({
      active: false,
      openingBalance: { amountPaise: 1_200_000, side: 'Cr' },
    });
  });
});
