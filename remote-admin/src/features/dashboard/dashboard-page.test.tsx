import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesApi, quotesApi, useAuthStore } from 'shared-api';
import { adminApi, branchesApi, paymentsApi, sessionsApi, tripsApi, usersApi } from 'shared-api/back-office';
import type { ContactMessage, ExpiringPaper, FinancialSession, Quote, QuoteStats, TripStats } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import DashboardPage from './dashboard-page';

const stats: QuoteStats = {
  byStatus: { new: 3, reviewing: 2, quoted: 4, won: 6, lost: 1 },
  total: 16,
  last30Days: 9,
  byWeek: Array.from({ length: 12 }, (_, index) => ({
    weekStart: `2026-09-${String(index + 1).padStart(2, '0')}`,
    count: index,
  })),
};

const quote = {
  id: 'q-1',
  reference: 'Q-000016',
  origin: 'Mumbai',
  destination: 'Rotterdam',
  company: 'Asha Exports',
  contactName: 'Asha Rao',
  service: 'ocean-freight',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
} as Quote;
const message = {
  id: 'm-1',
  reference: 'M-000004',
  subject: 'Copy of invoice INV-2231',
  name: 'Ravi Kumar',
  status: 'new',
  createdAt: '2026-11-21T08:00:00.000Z',
} as ContactMessage;

const insurance: ExpiringPaper = {
  key: 'truck:t-1:insurance',
  owner: 'truck',
  ownerId: 't-1',
  ownerLabel: 'MH12AB1234',
  paperLabel: 'Insurance',
  number: 'POL-778',
  expiresOn: '2026-12-04',
  daysLeft: 10,
  status: 'expiring',
  path: '/admin/trucks/t-1',
};
const licence: ExpiringPaper = {
  ...insurance,
  key: 'driver:d-1:licence',
  owner: 'driver',
  ownerId: 'd-1',
  ownerLabel: 'Ramesh Yadav',
  paperLabel: 'Driving licence',
  number: 'MH1420110062821',
  expiresOn: '2026-11-21',
  daysLeft: -3,
  status: 'expired',
  path: '/admin/drivers/d-1',
};

const tripStats = (overrides: Partial<TripStats> = {}): TripStats => ({
  total: 42,
  byStatus: { planned: 5, in_transit: 7, delivered: 3, pod_received: 20, billed: 4, settled: 2, cancelled: 1 },
  freightPaise: 123_456_789,
  perWeek: Array.from({ length: 12 }, (_, index) => ({
    weekStart: `2026-09-${String(index + 1).padStart(2, '0')}`,
    trips: index,
    freightPaise: 0,
  })),
  busiestRoutes: [],
  inTransitNow: 7,
  deliveredAwaitingPod: 3,
  ...overrides,
});

const PUNE = { id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', label: 'Pune (PUN)', code: 'PUN', active: true };

function mockApis({ branches = [] as (typeof PUNE)[] } = {}) {
  jest.spyOn(branchesApi, 'select').mockResolvedValue({ success: true, data: branches });
  jest
    .spyOn(sessionsApi, 'working')
    .mockResolvedValue({ success: true, data: { id: 's-1', name: '2026-27' } as FinancialSession });
  jest.spyOn(tripsApi, 'stats').mockImplementation(async (query = {}) => ({
    success: true,
    data: query.from
      ? tripStats({ total: 6, freightPaise: 4_50_000_00, byStatus: { ...tripStats().byStatus, cancelled: 1 } })
      : tripStats(),
  }));
  jest.spyOn(paymentsApi, 'overview').mockResolvedValue({
    success: true,
    data: {
      asOf: '2026-11-26',
      receivablePaise: 12_50_000_00,
      overduePaise: 2_10_000_00,
      payableToOwnersPaise: 3_40_000_00,
      ownersDueNowPaise: 90_000_00,
      heldByDriversPaise: 18_000_00,
      owedToDriversPaise: 0,
      banks: [],
      cashPaise: 45_000_00,
      bankPaise: 8_75_000_00,
      dueThisWeek: { count: 2, amountPaise: 1_20_000_00 },
      queues: {
        'pod-pending': { count: 3, amountPaise: 0 },
        unbilled: { count: 20, amountPaise: 6_40_000_00 },
        'unpaid-bills': { count: 4, amountPaise: 0 },
        'owner-due': { count: 2, amountPaise: 90_000_00 },
      },
    },
  });
  jest.spyOn(adminApi, 'expiringPapers').mockResolvedValue({ success: true, data: { total: 2, items: [licence, insurance] } });
  jest.spyOn(quotesApi, 'stats').mockResolvedValue({ success: true, data: stats });
  jest.spyOn(usersApi, 'stats').mockResolvedValue({
    success: true,
    data: { total: 40, active: 38, byRole: { admin: 3, accountant: 0, operations: 0, viewer: 0, customer: 37 } },
  });
  jest
    .spyOn(quotesApi, 'list')
    .mockResolvedValue({ success: true, data: [quote], total: 16, page: 1, limit: 5, nextCursor: null, prevCursor: null });
  jest
    .spyOn(messagesApi, 'list')
    .mockResolvedValue({ success: true, data: [message], total: 2, page: 1, limit: 5, nextCursor: null, prevCursor: null });
}

async function renderDashboard() {
  await act(async () => {
    renderScreen(<DashboardPage />, { route: '/admin/dashboard' });
  });
}

beforeEach(() => useAuthStore.setState({ user: { name: 'Kavita Menon', role: 'admin' } as never, isLoading: false }));
afterEach(() => jest.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows what waits for an answer and who uses the system, each figure linking to its list', async () => {
    mockApis();
    await renderDashboard();
    const glance = await screen.findByRole('list', { name: 'At a glance' });
    expect(within(glance).getByRole('link', { name: /New quote requests\s*3/ })).toHaveAttribute(
      'href',
      '/admin/quotes?status=new',
    );
    expect(within(glance).getByRole('link', { name: /Quote requests\s*9\s*received in the last 30 days/ })).toBeInTheDocument();
    expect(within(glance).getByRole('link', { name: /New messages\s*2/ })).toHaveAttribute('href', '/admin/messages?status=new');
    expect(within(glance).getByRole('link', { name: /Administrators\s*3/ })).toHaveAttribute('href', '/admin/users?role=admin');
    expect(within(glance).getByRole('link', { name: /Customers\s*37\s*38 active accounts in all/ })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Kavita Menon/)).toBeInTheDocument();
  });

  it('shows an operations user the trips and papers, and never asks for the money figures or the users', async () => {
    mockApis();
    useAuthStore.setState({ user: { name: 'Ravi Patil', role: 'operations' } as never });
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Trips in 2026-27' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).not.toContain('Money');
    expect(headings).not.toContain('At a glance');
    expect(headings).toContain('Papers expiring (2)');
    expect(paymentsApi.overview).not.toHaveBeenCalled();
    expect(usersApi.stats).not.toHaveBeenCalled();
  });

  it('shows the operations figures (trips, money, papers) before the quote requests and messages', async () => {
    mockApis();
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Trips in 2026-27' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Trips in 2026-27')).toBe(0);
    expect(headings.indexOf('Money')).toBeLessThan(headings.indexOf('At a glance'));
    expect(headings.indexOf('Papers expiring (2)')).toBeLessThan(headings.indexOf('At a glance'));
    expect(headings.indexOf('At a glance')).toBeLessThan(headings.indexOf('Quote requests'));
  });

  it('shows what is owed each way and in hand, each figure opening its money screen', async () => {
    mockApis();
    await renderDashboard();
    const money = await screen.findByRole('list', { name: 'Money at a glance' });
    expect(within(money).getByRole('link', { name: /Receivable\s*₹12,50,000.00\s*₹2,10,000.00 overdue/ })).toHaveAttribute(
      'href',
      '/admin/payments/receivables',
    );
    expect(within(money).getByRole('link', { name: /Payable to owners\s*₹3,40,000.00\s*₹90,000.00 due now/ })).toHaveAttribute(
      'href',
      '/admin/payments/payables',
    );
    expect(within(money).getByRole('link', { name: /Cash in hand\s*₹45,000.00/ })).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: /In bank accounts\s*₹8,75,000.00/ })).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: /Trips to bill\s*20/ })).toHaveAttribute(
      'href',
      '/admin/payments/pending?queue=unbilled',
    );
  });

  it("shows the working session's trips: on the road, awaiting POD, this month's freight, by status", async () => {
    mockApis();
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Trips in 2026-27' })).toBeInTheDocument();
    const glance = await screen.findByRole('list', { name: 'Trips at a glance' });
    expect(within(glance).getByRole('link', { name: /In transit now\s*7/ })).toHaveAttribute(
      'href',
      '/admin/trips?status=in_transit',
    );
    expect(within(glance).getByRole('link', { name: /Delivered, awaiting POD\s*3/ })).toHaveAttribute(
      'href',
      '/admin/trips?status=delivered',
    );
    expect(within(glance).getByRole('link', { name: /This month's freight\s*₹4,50,000.00\s*5 trips since/ })).toBeInTheDocument();
    expect(tripsApi.stats).toHaveBeenCalledWith({ sessionId: 's-1' });
    expect(screen.getByRole('table', { name: 'Trips by status' })).toHaveTextContent(
      'Planned5In transit7Delivered3POD received20',
    );
  });

  it('narrows the trip figures to the branch chosen, and their links with them', async () => {
    mockApis({ branches: [PUNE] });
    await renderDashboard();
    await userEvent.selectOptions(await screen.findByLabelText('Branch'), 'Pune (PUN)');
    await waitFor(() => expect(tripsApi.stats).toHaveBeenCalledWith({ sessionId: 's-1', branchId: PUNE.id }));
    expect(tripsApi.stats).toHaveBeenCalledWith(expect.objectContaining({ branchId: PUNE.id, from: expect.any(String) }));
    const glance = await screen.findByRole('list', { name: 'Trips at a glance' });
    await waitFor(() =>
      expect(within(glance).getByRole('link', { name: /In transit now/ })).toHaveAttribute(
        'href',
        `/admin/trips?status=in_transit&branchId=${PUNE.id}`,
      ),
    );
  });

  it('offers no branch to a user of one branch: the server gives them theirs', async () => {
    useAuthStore.setState({ user: { name: 'Pune Dispatcher', role: 'operations', branchId: PUNE.id } as never });
    mockApis({ branches: [PUNE] });
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Trips in 2026-27' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument();
  });

  it('charts quote requests per week and by status, with the figures as tables', async () => {
    mockApis();
    await renderDashboard();
    const byStatus = await screen.findByRole('table', { name: 'By status' });
    expect(byStatus).toHaveTextContent('New3Reviewing2Quoted4Won6Lost1');
    expect(screen.getByRole('table', { name: 'Received per week' }).querySelectorAll('tbody tr')).toHaveLength(12);
    expect(screen.getByText('66 in the last 12 weeks')).toBeInTheDocument();
  });

  it('lists the latest quote requests and the new messages with links to them', async () => {
    mockApis();
    await renderDashboard();
    expect(await screen.findByRole('link', { name: 'Q-000016 · Mumbai → Rotterdam' })).toHaveAttribute(
      'href',
      '/admin/quotes/q-1',
    );
    expect(screen.getByRole('link', { name: 'Copy of invoice INV-2231' })).toHaveAttribute('href', '/admin/messages/m-1');
    expect(messagesApi.list).toHaveBeenCalledWith({ status: 'new', limit: 5, sort: '-createdAt' });
  });

  it('lists expired and expiring papers soonest first, each linking to its truck or driver', async () => {
    mockApis();
    await renderDashboard();
    const section = (await screen.findByRole('heading', { name: 'Papers expiring (2)' })).closest('section')!;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Driving licence · Ramesh YadavExpiredExpired 3 days ago · 21 Nov 2026 · No. MH1420110062821',
      'Insurance · MH12AB1234ExpiringExpires in 10 days · 4 Dec 2026 · No. POL-778',
    ]);
    expect(within(section).getByRole('link', { name: 'Insurance · MH12AB1234' })).toHaveAttribute('href', '/admin/trucks/t-1');
  });

  it('says so when no paper is due', async () => {
    mockApis();
    jest.spyOn(adminApi, 'expiringPapers').mockResolvedValue({ success: true, data: { total: 0, items: [] } });
    await renderDashboard();
    expect(await screen.findByText('No paper expires in the next 30 days, and none has expired.')).toBeInTheDocument();
  });

  it('keeps the other sections when one figure cannot be loaded', async () => {
    mockApis();
    jest.spyOn(quotesApi, 'stats').mockRejectedValue(new Error('down'));
    await renderDashboard();
    expect(await screen.findByText('The quote figures could not be loaded. Refresh the page to try again.')).toBeInTheDocument();
    expect(screen.getByText('Some figures could not be loaded. Refresh the page to try again.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Copy of invoice INV-2231' })).toBeInTheDocument();
  });

  it('says so when nothing has arrived yet', async () => {
    mockApis();
    jest
      .spyOn(quotesApi, 'list')
      .mockResolvedValue({ success: true, data: [], total: 0, page: 1, limit: 5, nextCursor: null, prevCursor: null });
    jest
      .spyOn(messagesApi, 'list')
      .mockResolvedValue({ success: true, data: [], total: 0, page: 1, limit: 5, nextCursor: null, prevCursor: null });
    await renderDashboard();
    expect(await screen.findByText("No quote requests yet. They arrive from the website's quote form.")).toBeInTheDocument();
    expect(screen.getByText('No messages waiting. Every message has been handled.')).toBeInTheDocument();
  });
});
