import { screen, waitFor, within } from '@testing-library/react';
import { banksApi } from 'shared-api/back-office';
import type { Bank } from 'shared-api/schemas';
import { listPage, renderScreen } from '../../test-utils';
import BanksListPage from './banks-list-page';

const HDFC: Bank = {
  id: 'b-1',
  name: 'HDFC current',
  accountType: 'od',
  bankName: 'HDFC Bank',
  accountNumber: '50200012345678',
  ifsc: 'HDFC0000240',
  branch: 'Bhosari',
  openingBalance: { amountPaise: 25_000_000, side: 'Cr' },
  active: true,
  notes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
};
const CASH: Bank = {
  ...HDFC,
  id: 'b-2',
  name: 'Cash in hand',
  accountType: 'cash',
  bankName: null,
  accountNumber: null,
  ifsc: null,
  active: false,
};

afterEach(() => jest.restoreAllMocks());

describe('the banks list', () => {
  it('lists bank accounts and cash boxes with their ledgers, by name unless sorted otherwise', async () => {
    const list = jest.spyOn(banksApi, 'list').mockResolvedValue(listPage([HDFC, CASH]));
    renderScreen(<BanksListPage />, { route: '/admin/banks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Banks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add bank account' })).toHaveAttribute('href', '/admin/banks/new');

    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    const hdfc = within(table).getByRole('link', { name: 'HDFC current' }).closest('tr')!;
    expect(within(hdfc).getByText('Overdraft (OD)')).toBeInTheDocument();
    expect(within(hdfc).getByText('50200012345678')).toBeInTheDocument();
    expect(within(hdfc).getByText(/2,50,000\.00 Cr/)).toBeInTheDocument();
    expect(within(hdfc).getByRole('link', { name: 'Edit HDFC current' })).toHaveAttribute('href', '/admin/banks/b-1/edit');
    expect(within(hdfc).getByRole('link', { name: 'Ledger of HDFC current' })).toHaveAttribute('href', '/admin/ledgers/bank/b-1');
    const cash = within(table).getByRole('link', { name: 'Cash in hand' }).closest('tr')!;
    expect(within(cash).getByText('Inactive')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'name' });
  });

  it('filters by status and type, exports but imports nothing, and says when nothing matches', async () => {
    const list = jest.spyOn(banksApi, 'list').mockResolvedValue(listPage([]));
    renderScreen(<BanksListPage />, { route: '/admin/banks?active=true&accountType=cash' });
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'name', active: 'true', accountType: 'cash' }),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('true');
    expect(screen.getByLabelText('Type')).toHaveValue('cash');
    expect(screen.getByLabelText('Search banks')).toHaveAttribute('placeholder', 'Name, bank, account number or IFSC');
    const sheets = screen.getByRole('group', { name: 'Spreadsheets' });
    expect(within(sheets).getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
    expect(within(sheets).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(await screen.findByText('No bank accounts match this search or these filters.')).toBeInTheDocument();
  });
});
