import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Truck } from 'shared-api/schemas';
import { expectFieldError, fieldConflict, renderMasterForm, SAVE_FAILURE, save, sentValues } from '../masters/form-test-helpers';
import { TruckForm, truckFormInput, type TruckFormInput, type TruckFormValues } from './truck-form';

const renderForm = (initialValues?: TruckFormInput, onTrip?: boolean) =>
  renderMasterForm<TruckFormValues>((props) => <TruckForm initialValues={initialValues} onTrip={onTrip} {...props} />);
const paper = (legend: string) => within(screen.getByRole('group', { name: legend }));

function aTruck(overrides: Partial<Truck> = {}): Truck {
  return {
    id: 't-1',
    registrationNumber: 'MH12AB1234',
    truckType: 'container',
    make: 'Tata',
    model: 'Signa 4825',
    capacityTonnes: '25.5',
    chassisNumber: 'MAT448123K1A12345',
    engineNumber: 'B591803241234',
    odometerKm: 120_450,
    status: 'maintenance',
    notes: 'New tyres in March',
    papers: [
      { kind: 'rc', number: 'RC-778', expiresOn: '2034-05-31', status: 'valid', daysLeft: 200, scan: null },
      { kind: 'insurance', number: 'POL/2026/881', expiresOn: '2026-12-15', status: 'valid', daysLeft: 200, scan: null },
      { kind: 'fitness', number: null, expiresOn: null, status: 'missing', daysLeft: null, scan: null },
      { kind: 'national_permit', number: null, expiresOn: null, status: 'missing', daysLeft: null, scan: null },
      { kind: 'state_permit', number: null, expiresOn: null, status: 'missing', daysLeft: null, scan: null },
      { kind: 'road_tax', number: null, expiresOn: null, status: 'missing', daysLeft: null, scan: null },
      { kind: 'puc', number: 'PUC 4410', expiresOn: '2026-09-01', status: 'valid', daysLeft: 200, scan: null },
    ],
    papersStatus: 'valid',
    nextExpiryOn: '2026-09-01',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('the truck form', () => {
  it('sends the registration as stored (upper-case, no spaces) with the type, details and status', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Status')).toHaveValue('available');
    expect(screen.getByLabelText('Type')).toHaveValue('open_body');

    await userEvent.type(screen.getByLabelText('Registration number'), 'mh 12 ab 1234');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Tipper');
    await userEvent.type(screen.getByLabelText('Make (optional)'), 'Ashok Leyland');
    await userEvent.type(screen.getByLabelText('Capacity in tonnes (optional)'), '16.5');
    await userEvent.type(screen.getByLabelText('Odometer in km (optional)'), '48200');
    await userEvent.type(screen.getByLabelText('Chassis number (optional)'), 'mat-448 123');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In maintenance');
    await save();

    expect(await sentValues(onSubmit)).toMatchObject({
      registrationNumber: 'MH12AB1234',
      truckType: 'tipper',
      make: 'Ashok Leyland',
      model: null,
      capacityTonnes: '16.5',
      odometerKm: 48_200,
      chassisNumber: 'MAT448123',
      engineNumber: null,
      status: 'maintenance',
      notes: null,
    });
  });

  it('shows a wrong registration once the field is left, and sends nothing', async () => {
    const onSubmit = renderForm();
    const registration = screen.getByLabelText('Registration number');
    await userEvent.type(registration, 'MH12AB');
    expect(screen.queryByText('Enter a registration number like MH12AB1234 or 22BH1234AB')).not.toBeInTheDocument();

    await userEvent.tab();
    await expectFieldError('Registration number', 'Enter a registration number like MH12AB1234 or 22BH1234AB');
    expect(registration).toHaveAttribute('aria-invalid', 'true');

    await save();
    expect(onSubmit).not.toHaveBeenCalled();

    // A Bharat-series number is a registration too.
    await userEvent.clear(registration);
    await userEvent.type(registration, '22 bh 1234 ab');
    await waitFor(() => expect(registration).not.toHaveAttribute('aria-invalid'));
    await save();
    expect((await sentValues(onSubmit)).registrationNumber).toBe('22BH1234AB');
  });

  it('asks for the registration number when it is left blank', async () => {
    const onSubmit = renderForm();
    await save();
    expect(await screen.findByText('Registration number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the number and expiry date of each of the seven papers; papers left blank are sent as blank', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Registration number'), 'MH12AB1234');
    const papers: [legend: string, number: string, expiresOn: string][] = [
      ['RC (registration)', 'RC-778', '2034-05-31'],
      ['Insurance', 'POL/2026/881', '2026-12-15'],
      ['Fitness certificate', 'FC 5521', '2027-03-31'],
      ['National permit', 'NP/MH/2026/77', '2027-06-30'],
      ['State permit', 'SP 3301', '2026-11-30'],
      ['Road tax', 'RT-2026-14', '2027-03-31'],
    ];
    for (const [legend, number, expiresOn] of papers) {
      await userEvent.type(paper(legend).getByLabelText('Number'), number);
      await userEvent.type(paper(legend).getByLabelText('Expiry date'), expiresOn);
    }
    await save();

    expect((await sentValues(onSubmit)).papers).toEqual({
      rc: { number: 'RC-778', expiresOn: '2034-05-31' },
      insurance: { number: 'POL/2026/881', expiresOn: '2026-12-15' },
      fitness: { number: 'FC 5521', expiresOn: '2027-03-31' },
      national_permit: { number: 'NP/MH/2026/77', expiresOn: '2027-06-30' },
      state_permit: { number: 'SP 3301', expiresOn: '2026-11-30' },
      road_tax: { number: 'RT-2026-14', expiresOn: '2027-03-31' },
      puc: { number: null, expiresOn: null },
    });
  });

  it('puts a duplicate registration from the server on the registration field and keeps what was typed', async () => {
    const onSubmit = renderForm();
    const message = 'A truck with the registration number MH12AB1234 already exists';
    onSubmit.mockRejectedValueOnce(fieldConflict('registrationNumber', message));
    await userEvent.type(screen.getByLabelText('Registration number'), 'MH12AB1234');
    await userEvent.type(paper('Insurance').getByLabelText('Number'), 'POL/2026/881');
    await save();

    await expectFieldError('Registration number', message);
    const registration = screen.getByLabelText('Registration number');
    expect(registration).toHaveFocus();
    expect(registration).toHaveValue('MH12AB1234');
    expect(paper('Insurance').getByLabelText('Number')).toHaveValue('POL/2026/881');
    // Explained on the field: not said a second time above the buttons.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('puts "this number is a market vehicle" on the registration field', async () => {
    const onSubmit = renderForm();
    const message = 'MH12AB1234 is a market vehicle: remove it from Vehicles before adding it as your own truck';
    onSubmit.mockRejectedValueOnce(fieldConflict('registrationNumber', message));
    await userEvent.type(screen.getByLabelText('Registration number'), 'MH12AB1234');
    await save();
    await expectFieldError('Registration number', message);
  });

  it('says so above the buttons when the server fails without naming a field', async () => {
    const onSubmit = renderForm();
    onSubmit.mockRejectedValueOnce(new Error('offline'));
    await userEvent.type(screen.getByLabelText('Registration number'), 'MH12AB1234');
    await save();
    expect(await screen.findByText(SAVE_FAILURE)).toBeInTheDocument();
  });

  it('shows an existing truck with its values and papers, and sends them back unchanged', async () => {
    const onSubmit = renderForm(truckFormInput(aTruck()));
    expect(screen.getByLabelText('Registration number')).toHaveValue('MH12AB1234');
    expect(screen.getByLabelText('Type')).toHaveValue('container');
    expect(screen.getByLabelText('Make (optional)')).toHaveValue('Tata');
    expect(screen.getByLabelText('Model (optional)')).toHaveValue('Signa 4825');
    expect(screen.getByLabelText('Capacity in tonnes (optional)')).toHaveValue('25.5');
    expect(screen.getByLabelText('Odometer in km (optional)')).toHaveValue('120450');
    expect(screen.getByLabelText('Status')).toHaveValue('maintenance');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('New tyres in March');
    expect(paper('Insurance').getByLabelText('Number')).toHaveValue('POL/2026/881');
    expect(paper('Insurance').getByLabelText('Expiry date')).toHaveValue('2026-12-15');
    expect(paper('Fitness certificate').getByLabelText('Number')).toHaveValue('');

    await save();
    expect(await sentValues(onSubmit)).toMatchObject({
      registrationNumber: 'MH12AB1234',
      odometerKm: 120_450,
      status: 'maintenance',
      papers: expect.objectContaining({
        rc: { number: 'RC-778', expiresOn: '2034-05-31' },
        fitness: { number: null, expiresOn: null },
      }),
    });
  });

  it('does not offer the status of a truck on a trip: the trip sets it', () => {
    renderForm(truckFormInput(aTruck({ status: 'on_trip' })), true);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByText('Status: on trip. It becomes available when the trip ends.')).toBeInTheDocument();
  });
});
