import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportsApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { BANK_ID, DASHBOARD, mockSessions, PARTY_ID, QUOTE_ID, SESSION_ID, TRUCK_ID } from './report-test-data';
import ReportsDashboardPage from './reports-dashboard-page';

afterEach(() => jest.restoreAllMocks());

async function renderDashboard(route = '/admin/reports') {
  let view!: ReturnType<typeof renderScreen>;
  await act(async () => {
    view = renderScreen(<ReportsDashboardPage />, { route });
  });
  return view;
}

/** A chart's figures: the table under its "Show the figures". */
async function figuresOf(title: string) {
  const figure = screen.getByRole('figure', { name: title });
  await userEvent.click(within(figure).getByText('Show the figures'));
  return within(figure).getByRole('table', { name: title });
}

const period = `sessionId=${SESSION_ID}&from=2026-04-01&to=2026-11-26`;

describe('Dashboard Reports', () => {
  it("asks for the working session's figures and keeps the session in the address", async () => {
    mockSessions();
    const dashboard = jest.spyOn(reportsApi, 'dashboard').mockResolvedValue({ success: true, data: DASHBOARD });
    const view = await renderDashboard();
    await screen.findByRole('list', { name: 'Figures of the period' });
    expect(dashboard).toHaveBeenLastCalledWith({ sessionId: SESSION_ID });
    expect(view.location().search).toBe(`?sessionId=${SESSION_ID}`);
    expect(screen.getByText('Showing 1 Apr 2026 to 26 Nov 2026')).toBeInTheDocument();
  });

  it('shows the figures of the period and of the balances, each leading to its records', async () => {
    mockSessions();
    jest.spyOn(reportsApi, 'dashboard').mockResolvedValue({ success: true, data: DASHBOARD });
    await renderDashboard();
    const figures = await screen.findByRole('list', { name: 'Figures of the period' });
    expect(within(figures).getByRole('link', { name: /^Trips\s*40/ })).toHaveAttribute('href', `/admin/trips?${period}`);
    expect(within(figures).getByRole('link', { name: /^Profit\s*₹8,00,000.00/ })).toHaveAttribute(
      'href',
      `/admin/reports/financial?tab=profit-loss&${period}`,
    );
    expect(within(figures).getByRole('link', { name: /Profit in Nov 2026\s*₹1,50,000.00\s*5 trips/ })).toHaveAttribute(
      'href',
      `/admin/reports/financial?tab=profit-loss&sessionId=${SESSION_ID}&from=2026-11-01&to=2026-11-26`,
    );
    const balances = screen.getByRole('list', { name: 'Balances' });
    expect(within(balances).getByRole('link', { name: /Receivable\s*₹6,40,000.00/ })).toHaveAttribute(
      'href',
      '/admin/payments/receivables?asOf=2026-11-26',
    );
    expect(within(balances).getByRole('link', { name: /Payable to owners\s*₹1,20,000.00/ })).toHaveAttribute(
      'href',
      '/admin/payments/payables?asOf=2026-11-26',
    );
    expect(screen.getByRole('link', { name: 'HDFC current' })).toHaveAttribute('href', `/admin/ledgers/bank/${BANK_ID}`);
    expect(screen.getByRole('link', { name: 'Insurance · MH12AB1234' })).toHaveAttribute('href', `/admin/trucks/${TRUCK_ID}`);
    expect(screen.getByRole('link', { name: 'Kumar Agro · Nashik → Delhi' })).toHaveAttribute(
      'href',
      `/admin/quotes/${QUOTE_ID}`,
    );
  });

  it('charts the period with the figures as tables whose rows open the records behind them', async () => {
    mockSessions();
    jest.spyOn(reportsApi, 'dashboard').mockResolvedValue({ success: true, data: DASHBOARD });
    await renderDashboard();
    await screen.findByRole('list', { name: 'Figures of the period' });

    const months = await figuresOf('Income, expenses and profit by month');
    expect(months).toHaveTextContent('MonthIncomeExpensesProfit');
    expect(months).toHaveTextContent('Apr 2026₹3,00,000.00₹1,50,000.00₹1,50,000.00');
    expect(months).toHaveTextContent('May 2026₹0.00₹20,000.00-₹20,000.00');

    const statuses = await figuresOf('Trips by status');
    expect(within(statuses).getByRole('link', { name: 'In transit' })).toHaveAttribute(
      'href',
      `/admin/trips?${period}&status=in_transit`,
    );
    expect(statuses).toHaveTextContent('In transit6');
    expect(statuses).toHaveTextContent('Delivered0');

    const parties = await figuresOf('Top billing parties');
    expect(within(parties).getByRole('link', { name: 'Asha Exports' })).toHaveAttribute(
      'href',
      `/admin/ledgers/party/${PARTY_ID}`,
    );
    expect(parties).toHaveTextContent('₹9,00,000.00');

    expect(await figuresOf('Receivable by age')).toHaveTextContent('90+ days₹1,00,000.00');
    const fleet = await figuresOf('Fleet use');
    expect(fleet).toHaveTextContent('MH12AB123459.9%');
    expect(within(fleet).getByRole('link', { name: 'MH12AB1234' })).toHaveAttribute('href', `/admin/trucks/${TRUCK_ID}`);
    expect(await figuresOf('Km per litre')).toHaveTextContent('TruckKm per litreExpectedMH12AB12343.64.0');
  });

  it('shows a period the server cannot take as a field error, and asks nothing', async () => {
    mockSessions();
    const dashboard = jest.spyOn(reportsApi, 'dashboard').mockResolvedValue({ success: true, data: DASHBOARD });
    await renderDashboard(`/admin/reports?sessionId=${SESSION_ID}&from=2026-09-30&to=2026-09-01`);
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Session')).toHaveValue(SESSION_ID));
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    mockSessions();
    jest.spyOn(reportsApi, 'dashboard').mockRejectedValue(new Error('down'));
    await renderDashboard();
    expect(await screen.findByText('The reports could not be loaded. Check the connection and try again.')).toBeInTheDocument();
  });
});
