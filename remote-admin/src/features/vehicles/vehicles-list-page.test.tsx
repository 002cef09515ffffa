import { screen, waitFor, within } from '@testing-library/react';
import { vehiclesApi } from 'shared-api/back-office';
import type { Vehicle } from 'shared-api/schemas';
import { listPage, renderScreen } from '../../test-utils';
import VehiclesListPage from './vehicles-list-page';

const LORRY: Vehicle = {
  id: 'v-1',
  registrationNumber: 'GJ05XY4321',
  vehicleType: null,
  ownerName: 'Harjeet Singh',
  ownerPhone: null,
  ownerPan: null,
  ownerPanHolder: null,
  ownerDeclaredSmallFleet: false,
  ownerAddress: null,
  brokerName: 'Sai Logistics',
  brokerPhone: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  bankName: null,
  openingBalance: { amountPaise: 0, side: 'Cr' },
  active: true,
  notes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

describe('the market vehicles list', () => {
  it('lists lorries by number with their owner, and the ledger is the owner’s', async () => {
    const list = jest.spyOn(vehiclesApi, 'list').mockResolvedValue(listPage([LORRY]));
    renderScreen(<VehiclesListPage />, { route: '/admin/vehicles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/admin/vehicles/new');

    const table = await screen.findByRole('table', { name: 'Market vehicles' });
    const row = within(table).getByRole('link', { name: 'GJ05XY4321' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['—', 'Harjeet Singh', 'No PAN', 'Sai Logistics', 'Active']));
    expect(within(row).getByRole('link', { name: 'Edit GJ05XY4321' })).toHaveAttribute('href', '/admin/vehicles/v-1/edit');
    expect(within(row).getByRole('link', { name: 'Ledger of Harjeet Singh (GJ05XY4321)' })).toHaveAttribute(
      'href',
      '/admin/ledgers/owner/v-1',
    );
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'registrationNumber' });
  });

  it('filters by type, offers the import, and says when nothing matches', async () => {
    const list = jest.spyOn(vehiclesApi, 'list').mockResolvedValue(listPage([]));
    renderScreen(<VehiclesListPage />, { route: '/admin/vehicles?vehicleType=trailer' });
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'registrationNumber', vehicleType: 'trailer' }),
    );
    expect(screen.getByLabelText('Type')).toHaveValue('trailer');
    expect(
      within(screen.getByRole('group', { name: 'Spreadsheets' })).getByRole('button', { name: 'Import' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No vehicles match this search or these filters.')).toBeInTheDocument();
  });
});
