import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { billingPartiesApi, billsApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import BillCreatePage from './bill-create-page';
import { aBill, mockBillContext, PARTY, TRIPS } from './bill-test-data';

const BILL = aBill();

function openNewBill() {
  jest.spyOn(billsApi, 'billableTrips').mockResolvedValue({ success: true, data: TRIPS });
  return renderScreen(<BillCreatePage />, {
    route: '/admin/bills/new',
    path: '/admin/bills/new',
    extraRoutes: <Route path="/admin/bills/:id" element={<p>Bill page</p>} />,
  });
}

async function chooseParty() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Billing party' }), 'Sahy');
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(PARTY.label) }));
  await screen.findByRole('checkbox', { name: 'Bill LR-2627-00001' });
}

afterEach(() => jest.restoreAllMocks());

describe('a new freight bill', () => {
  it('shows the party’s waiting trips and works out the tax of those ticked, as the server will', async () => {
    mockBillContext('forward-itc');
    openNewBill();
    expect(screen.getByText('Choose the billing party to see its trips.')).toBeInTheDocument();
    await chooseParty();
    expect(billsApi.billableTrips).toHaveBeenCalledWith(PARTY.id);
    expect(screen.getByText('Tick the trips to put on the bill.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose every trip' }));
    const preview = within(await screen.findByRole('region', { name: 'Bill preview' }));
    // ₹10,000 + ₹6,000.50 at 9% + 9%, rounded per line: 900.00 + 540.05 each.
    expect(preview.getByText('Taxable value').nextElementSibling).toHaveTextContent('₹16,000.50');
    expect(preview.getByText('CGST @ 9%').nextElementSibling).toHaveTextContent('₹1,440.05');
    expect(preview.getByText('SGST @ 9%').nextElementSibling).toHaveTextContent('₹1,440.05');
    expect(preview.getByText('Total').nextElementSibling).toHaveTextContent('₹18,880.60');
    expect(preview.getByText('Rupees Eighteen Thousand Eight Hundred Eighty and Sixty Paise Only')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Bill LR-2627-00002' }));
    expect(preview.getByText('Total').nextElementSibling).toHaveTextContent('₹11,800.00');
  });

  it('starts with the party named in the address, as the queue of trips waiting for a bill links to it', async () => {
    mockBillContext('reverse-charge');
    jest.spyOn(billsApi, 'billableTrips').mockResolvedValue({ success: true, data: TRIPS });
    jest.spyOn(billingPartiesApi, 'get').mockResolvedValue({
      success: true,
      data: { id: PARTY.id, name: PARTY.label } as Awaited<ReturnType<typeof billingPartiesApi.get>>['data'],
    });
    renderScreen(<BillCreatePage />, { route: `/admin/bills/new?party=${PARTY.id}`, path: '/admin/bills/new' });
    expect(await screen.findByRole('checkbox', { name: 'Bill LR-2627-00001' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Billing party' })).toHaveValue(PARTY.label);
    expect(billsApi.billableTrips).toHaveBeenCalledWith(PARTY.id);
  });

  it('says a reverse-charge bill carries no GST', async () => {
    mockBillContext('reverse-charge');
    openNewBill();
    await chooseParty();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bill LR-2627-00001' }));
    const preview = within(await screen.findByRole('region', { name: 'Bill preview' }));
    expect(preview.getByText('Total').nextElementSibling).toHaveTextContent('₹10,000.00');
    expect(preview.queryByText(/CGST/)).not.toBeInTheDocument();
    expect(preview.getByText(/the party pays 5% under reverse charge/)).toBeInTheDocument();
  });

  it('issues the bill with the ticked trips and opens it', async () => {
    mockBillContext();
    const create = jest
      .spyOn(billsApi, 'create')
      .mockResolvedValue({ success: true, data: BILL, message: 'Bill FB-2627-00001 issued' });
    const view = openNewBill();
    await chooseParty();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose every trip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue bill' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/bills/${BILL.id}`));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ billingPartyId: PARTY.id, tripIds: TRIPS.map((trip) => trip.id) }),
    );
  });

  it('asks for a party and a trip before sending, and shows the server’s refusal under the trips', async () => {
    mockBillContext();
    const create = jest.spyOn(billsApi, 'create').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'LR-2627-00001 is on bill FB-2627-00003 already',
        errors: { tripIds: 'LR-2627-00001 is on bill FB-2627-00003 already' },
      }),
    );
    openNewBill();
    await userEvent.click(screen.getByRole('button', { name: 'Issue bill' }));
    expect(await screen.findByText('Choose the billing party')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await chooseParty();
    await userEvent.click(screen.getByRole('button', { name: 'Issue bill' }));
    expect(await screen.findByText('Choose at least one trip to bill')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Bill LR-2627-00001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('LR-2627-00001 is on bill FB-2627-00003 already');
  });
});
