import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchesApi, expensesApi, reportsApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import type { ProfitLossGrouping } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import FinancialReportsPage from './financial-reports-page';
import {
  CATEGORY_ID,
  mockBalance,
  mockProfitLoss,
  mockSessions,
  OWNER_ID,
  PARTY_ID,
  profitLossReport,
  SESSION_ID,
  TRUCK_ID,
} from './report-test-data';

const PUNE = { id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', label: 'Pune (PUN)', code: 'PUN', active: true };

beforeEach(() => jest.spyOn(branchesApi, 'select').mockResolvedValue({ success: true, data: [] }));
afterEach(() => jest.restoreAllMocks());

async function renderFinancial(search = `?sessionId=${SESSION_ID}`) {
  let view!: ReturnType<typeof renderScreen>;
  await act(async () => {
    view = renderScreen(<FinancialReportsPage />, { route: `/admin/reports/financial${search}` });
  });
  return view;
}

const plTable = () => screen.findByRole('table', { name: /^Profit and loss/ });

describe('Financial Reports: profit and loss', () => {
  it('groups by truck on request: the truck rows, the expenses no truck takes, and the totals', async () => {
    mockSessions();
    const profitLoss = mockProfitLoss();
    const view = await renderFinancial();
    expect(within(await plTable()).getByRole('columnheader', { name: 'Period' })).toBeInTheDocument();
    expect(profitLoss).toHaveBeenLastCalledWith({ sessionId: SESSION_ID, groupBy: 'overall', page: 1, limit: 50 });

    await userEvent.click(screen.getByRole('button', { name: 'By truck' }));
    await waitFor(() =>
      expect(profitLoss).toHaveBeenLastCalledWith({ sessionId: SESSION_ID, groupBy: 'truck', page: 1, limit: 50 }),
    );
    const table = await screen.findByRole('table', { name: 'Profit and loss by truck' });
    expect(screen.getByRole('button', { name: 'By truck' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.location().search).toContain('groupBy=truck');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Truck',
      'Trips',
      'Km',
      'Income',
      'Hire',
      'Diesel',
      'Toll',
      'Driver',
      'Repairs',
      'Other',
      'Expenses',
      'Profit',
      'Profit per km',
    ]);
    expect(within(table).getByRole('link', { name: 'MH12AB1234' })).toHaveAttribute('href', `/admin/trucks/${TRUCK_ID}`);
    expect(within(table).getByRole('row', { name: /MH12AB1234/ })).toHaveTextContent(
      'MH12AB1234918,400₹12,00,000.00₹0.00₹4,60,000.00₹40,000.00₹60,000.00₹25,000.00₹0.00₹5,85,000.00₹6,15,000.00₹33.42',
    );
    expect(within(table).getByRole('row', { name: /Not tied to a truck/ })).toHaveTextContent('₹15,000.00-₹15,000.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹6,00,000.00₹6,00,000.00₹32.61');
    const categories = screen.getByRole('table', { name: 'Expenses by category' });
    expect(within(categories).getByRole('link', { name: 'Diesel' })).toHaveAttribute(
      'href',
      `/admin/expenses?from=2026-04-01&to=2026-11-26&categoryId=${CATEGORY_ID}`,
    );
  });

  it('keeps the period in the address, so a reload asks for the same days', async () => {
    mockSessions();
    const profitLoss = mockProfitLoss();
    const view = await renderFinancial();
    await plTable();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await waitFor(() =>
      expect(profitLoss).toHaveBeenLastCalledWith({
        sessionId: SESSION_ID,
        from: '2026-06-01',
        to: '2026-06-30',
        groupBy: 'overall',
        page: 1,
        limit: 50,
      }),
    );
    const search = view.location().search;
    expect(new URLSearchParams(search).get('from')).toBe('2026-06-01');
    expect(new URLSearchParams(search).get('to')).toBe('2026-06-30');
    view.unmount();

    profitLoss.mockClear();
    await renderFinancial(search);
    await plTable();
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    expect(profitLoss).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-06-01', to: '2026-06-30' }));
    expect(screen.getByText('Showing 1 Jun 2026 to 30 Jun 2026')).toBeInTheDocument();
    // Another tab keeps the period too.
    expect(screen.getByRole('link', { name: 'Balances' }).getAttribute('href')).toContain('from=2026-06-01');
  });

  it('shows From after To as a field error and asks the server nothing for it', async () => {
    mockSessions();
    const profitLoss = mockProfitLoss();
    await renderFinancial();
    await plTable();
    profitLoss.mockClear();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Export the profit and loss as PDF' })).toBeDisabled();
    expect(profitLoss).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-07-01' }));
    // Nor are the figures of the period before left on screen as if they were this one's.
    expect(screen.queryByRole('table', { name: /^Profit and loss/ })).not.toBeInTheDocument();
  });

  it('pages through the groups, keeping the grouping', async () => {
    mockSessions();
    const profitLoss = jest.spyOn(reportsApi, 'profitLoss').mockImplementation(async (query = {}) => ({
      success: true,
      data: { ...profitLossReport('trip'), total: 120, page: Number(query.page), limit: 50 },
    }));
    const view = await renderFinancial(`?sessionId=${SESSION_ID}&groupBy=trip`);
    await screen.findByRole('table', { name: 'Profit and loss by trip' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(profitLoss).toHaveBeenLastCalledWith({ sessionId: SESSION_ID, groupBy: 'trip', page: 2, limit: 50 }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(new URLSearchParams(view.location().search).get('page')).toBe('2');
  });
});

describe('Financial Reports: exports', () => {
  let fetchMock: jest.Mock;
  let finish: () => void;
  let clicked: jest.SpyInstance;

  beforeEach(() => {
    // The browser's download: jsdom cannot follow the link, so the test only sees that it was clicked.
    clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    fetchMock = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          finish = () =>
            resolve(
              new Response('Group,Income\n', {
                status: 200,
                headers: {
                  'Content-Type': 'text/csv',
                  'Content-Disposition': 'attachment; filename="profit-and-loss-2026-27.csv"',
                },
              }),
            );
        }),
    );
    globalThis.fetch = fetchMock;
  });

  it('downloads the P&L in the chosen grouping and format, busy until the file is in, the screen usable meanwhile', async () => {
    mockSessions();
    mockProfitLoss();
    await renderFinancial(`?sessionId=${SESSION_ID}&groupBy=truck`);
    await screen.findByRole('table', { name: 'Profit and loss by truck' });

    const csv = screen.getByRole('button', { name: 'Export the profit and loss as CSV' });
    await userEvent.click(csv);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(url.pathname).toBe('/api/reports/profit-loss/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: SESSION_ID, groupBy: 'truck', format: 'csv' });
    expect(csv).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Downloading the profit and loss as CSV' })).toBeInTheDocument();
    expect(screen.getByText('Preparing the profit and loss as CSV…')).toBeInTheDocument();
    // Nothing else waits for the file.
    expect(screen.getByRole('button', { name: 'Export the profit and loss as PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'By month' })).toBeEnabled();

    await act(async () => finish());
    expect(await screen.findByText('Downloaded profit-and-loss-2026-27.csv')).toBeInTheDocument();
    expect(csv).not.toHaveAttribute('aria-busy');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('says so in a toast when a file cannot be made', async () => {
    mockSessions();
    mockProfitLoss();
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    jest.spyOn(reportsApi, 'profitLossExport').mockRejectedValue(new Error('offline'));
    await renderFinancial();
    await plTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export the profit and loss as PDF' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Could not download the profit and loss as PDF. Please try again.'));
    expect(screen.getByRole('button', { name: 'Export the profit and loss as PDF' })).not.toHaveAttribute('aria-busy');
  });

  it("downloads the period's vouchers for Tally with the session's days", async () => {
    mockSessions();
    mockProfitLoss();
    await renderFinancial();
    await plTable();
    await userEvent.click(screen.getByRole('button', { name: 'Tally export' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(url.pathname).toBe('/api/reports/tally-export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    await act(async () => finish());
  });
});

describe('Financial Reports: balances and expenses', () => {
  it('switches the kind of account, each row opening its ledger', async () => {
    mockSessions();
    mockProfitLoss();
    const balance = mockBalance();
    const view = await renderFinancial(`?sessionId=${SESSION_ID}&tab=balances`);
    const parties = await screen.findByRole('table', { name: /^Billing parties: balances/ });
    expect(balance).toHaveBeenLastCalledWith({ kind: 'parties', sessionId: SESSION_ID, page: 1, limit: 50 });
    expect(within(parties).getByRole('link', { name: 'Asha Exports' })).toHaveAttribute(
      'href',
      `/admin/ledgers/party/${PARTY_ID}`,
    );
    expect(within(parties).getByRole('columnheader', { name: '90+ days' })).toBeInTheDocument();
    expect(within(parties).getByRole('row', { name: /Asha Exports/ })).toHaveTextContent('₹2,96,000.00 Dr');

    await userEvent.click(screen.getByRole('button', { name: 'Vehicle owners' }));
    const owners = await screen.findByRole('table', { name: /^Vehicle owners: balances/ });
    expect(balance).toHaveBeenLastCalledWith({ kind: 'owners', sessionId: SESSION_ID, page: 1, limit: 50 });
    expect(view.location().search).toContain('kind=owners');
    expect(within(owners).getByRole('link', { name: 'Harbans Singh' })).toHaveAttribute(
      'href',
      `/admin/ledgers/owner/${OWNER_ID}`,
    );
    expect(within(owners).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹39,000.00');

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-09-30' } });
    await waitFor(() =>
      expect(balance).toHaveBeenLastCalledWith({ kind: 'owners', asOf: '2026-09-30', sessionId: SESSION_ID, page: 1, limit: 50 }),
    );
  });

  it('pages through many accounts, its totals counting all of them, and exports every account', async () => {
    mockSessions();
    mockProfitLoss();
    const balance = mockBalance({ total: 120 });
    const exported = jest
      .spyOn(reportsApi, 'balanceExport')
      .mockResolvedValue({ blob: new Blob(['a']), fileName: 'balances.csv' });
    const view = await renderFinancial(`?sessionId=${SESSION_ID}&tab=balances`);
    const parties = await screen.findByRole('table', { name: /^Billing parties: balances/ });
    expect(within(parties).getByRole('row', { name: /^Total of all 120/ })).toHaveTextContent('₹2,96,000.00 Dr');
    expect(screen.getByText('Showing 1–50 of 120 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(balance).toHaveBeenLastCalledWith({ kind: 'parties', sessionId: SESSION_ID, page: 2, limit: 50 }));
    expect(view.location().search).toContain('page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Export the balances of billing parties as CSV' }));
    await waitFor(() =>
      expect(exported).toHaveBeenCalledWith({ kind: 'parties', sessionId: SESSION_ID }, 'csv', expect.any(Function)),
    );
  });

  it("lists the period's expenses by category, type, month and truck", async () => {
    mockSessions();
    mockProfitLoss();
    const summary = jest.spyOn(expensesApi, 'summary').mockResolvedValue({
      success: true,
      data: {
        from: '2026-04-01',
        to: '2026-11-26',
        count: 12,
        amountPaise: 6_00_000_00,
        byType: [{ key: 'office', label: 'Office', count: 2, amountPaise: 15_000_00 }],
        byCategory: [{ key: CATEGORY_ID, label: 'Diesel', count: 8, amountPaise: 4_60_000_00 }],
        byMonth: [{ key: '2026-04', label: '2026-04', count: 12, amountPaise: 6_00_000_00 }],
        byTruck: [{ key: TRUCK_ID, label: 'MH12AB1234', count: 10, amountPaise: 5_85_000_00 }],
        trucks: 37,
        branch: null,
      },
    });
    await renderFinancial(`?sessionId=${SESSION_ID}&tab=expenses`);
    const byTruck = await screen.findByRole('table', { name: 'Expenses by truck' });
    expect(summary).toHaveBeenCalledWith({ sessionId: SESSION_ID });
    expect(within(byTruck).getByRole('link', { name: 'MH12AB1234' })).toHaveAttribute('href', `/admin/trucks/${TRUCK_ID}`);
    expect(screen.getByText('The top 1 of 37 trucks with expenses, by amount.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Expenses by month' })).getByRole('link', { name: 'Apr 2026' }),
    ).toHaveAttribute('href', '/admin/expenses?from=2026-04-01&to=2026-04-30');
    expect(screen.getByRole('table', { name: 'Expenses by category' })).toHaveTextContent('Diesel8₹4,60,000.00');

    const exported = jest.spyOn(reportsApi, 'expenseSummaryExport').mockReturnValue(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Export the expenses by category and month as Excel' }));
    expect(exported).toHaveBeenCalledWith({ sessionId: SESSION_ID }, 'xlsx', expect.any(Function));
  });

  it('narrows the profit and loss and the expense summary to the branch chosen, and its links and files too', async () => {
    jest.spyOn(branchesApi, 'select').mockResolvedValue({ success: true, data: [PUNE] });
    mockSessions();
    const profitLoss = jest.spyOn(reportsApi, 'profitLoss').mockImplementation(async (query) => ({
      success: true,
      data: {
        ...profitLossReport((query?.groupBy as ProfitLossGrouping | undefined) ?? 'overall'),
        branch: query?.branchId ? { id: PUNE.id, name: 'Pune', code: 'PUN' } : null,
      },
    }));
    const view = await renderFinancial();
    await userEvent.selectOptions(await screen.findByLabelText('Branch'), 'Pune (PUN)');
    await waitFor(() =>
      expect(profitLoss).toHaveBeenLastCalledWith({
        sessionId: SESSION_ID,
        groupBy: 'overall',
        branchId: PUNE.id,
        page: 1,
        limit: 50,
      }),
    );
    expect(await screen.findByText('Only the trips and expenses of Pune (PUN).')).toBeInTheDocument();
    expect(view.location().search).toContain(`branchId=${PUNE.id}`);
    expect(screen.getByRole('link', { name: 'Diesel' }).getAttribute('href')).toContain(`branchId=${PUNE.id}`);
    const exported = jest.spyOn(reportsApi, 'profitLossExport').mockReturnValue(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Export the profit and loss as CSV' }));
    expect(exported).toHaveBeenCalledWith(
      { sessionId: SESSION_ID, groupBy: 'overall', branchId: PUNE.id },
      'csv',
      expect.any(Function),
    );

    // The expense summary keeps the branch; the balances, which no branch owns, offer no choice.
    const summary = jest.spyOn(expensesApi, 'summary').mockReturnValue(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('link', { name: 'Expense summary' }));
    await waitFor(() => expect(summary).toHaveBeenCalledWith({ sessionId: SESSION_ID, branchId: PUNE.id }));
    mockBalance();
    await userEvent.click(screen.getByRole('link', { name: 'Balances' }));
    await waitFor(() => expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument());
  });
});
