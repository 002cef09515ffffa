import { screen, waitFor, within } from '@testing-library/react';
import { billingPartiesApi } from 'shared-api/back-office';
import type { BillingParty } from 'shared-api/schemas';
import { listPage, renderScreen } from '../../test-utils';
import BillingPartiesListPage from './billing-parties-list-page';

const UMANG: BillingParty = {
  id: 'p-1',
  name: 'Umang Roadways',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  stateName: 'Maharashtra',
  pan: 'AAPFU0939F',
  contactPerson: null,
  phone: '9820012345',
  email: null,
  address: null,
  city: 'Pune',
  pincode: null,
  creditDays: 30,
  openingBalance: { amountPaise: 0, side: 'Dr' },
  active: true,
  notes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

describe('the billing parties list', () => {
  it('lists parties with their GSTIN, state, terms and ledger; no balance shows as a dash', async () => {
    jest.spyOn(billingPartiesApi, 'list').mockResolvedValue(listPage([UMANG]));
    renderScreen(<BillingPartiesListPage />, { route: '/admin/billing-parties' });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing parties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add billing party' })).toHaveAttribute('href', '/admin/billing-parties/new');

    const row = (await screen.findByRole('link', { name: 'Umang Roadways' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['27AAPFU0939F1ZV', 'Maharashtra', 'Pune', '30', '—', 'Active']));
    expect(within(row).getByRole('link', { name: 'Edit Umang Roadways' })).toHaveAttribute(
      'href',
      '/admin/billing-parties/p-1/edit',
    );
    expect(within(row).getByRole('link', { name: 'Ledger of Umang Roadways' })).toHaveAttribute(
      'href',
      '/admin/ledgers/party/p-1',
    );
  });

  it('filters by state, offers the import, and invites the first party when there is none', async () => {
    const list = jest.spyOn(billingPartiesApi, 'list').mockResolvedValue(listPage([]));
    const view = renderScreen(<BillingPartiesListPage />, { route: '/admin/billing-parties' });
    expect(await screen.findByText('No billing parties yet. Add one, or import them from a spreadsheet.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Spreadsheets' })).getByRole('button', { name: 'Import' }),
    ).toBeInTheDocument();

    view.unmount();
    renderScreen(<BillingPartiesListPage />, { route: '/admin/billing-parties?stateCode=27' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'name', stateCode: '27' }));
    expect(screen.getByLabelText('State')).toHaveValue('27');
    expect(await screen.findByText('No billing parties match this search or these filters.')).toBeInTheDocument();
  });
});
