import { act, screen, within } from '@testing-library/react';
import { messagesApi, quotesApi, usersApi, useAuthStore } from 'shared-api';
import type { ContactMessage, Quote, QuoteStats } from 'shared-api/schemas';
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

function mockApis() {
  jest.spyOn(quotesApi, 'stats').mockResolvedValue({ success: true, data: stats });
  jest
    .spyOn(usersApi, 'stats')
    .mockResolvedValue({ success: true, data: { total: 40, active: 38, byRole: { admin: 3, customer: 37 } } });
  jest.spyOn(quotesApi, 'list').mockResolvedValue({ success: true, data: [quote], total: 16, page: 1, limit: 5 });
  jest.spyOn(messagesApi, 'list').mockResolvedValue({ success: true, data: [message], total: 2, page: 1, limit: 5 });
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
    jest.spyOn(quotesApi, 'list').mockResolvedValue({ success: true, data: [], total: 0, page: 1, limit: 5 });
    jest.spyOn(messagesApi, 'list').mockResolvedValue({ success: true, data: [], total: 0, page: 1, limit: 5 });
    await renderDashboard();
    expect(await screen.findByText("No quote requests yet. They arrive from the website's quote form.")).toBeInTheDocument();
    expect(screen.getByText('No messages waiting. Every message has been handled.')).toBeInTheDocument();
  });
});
