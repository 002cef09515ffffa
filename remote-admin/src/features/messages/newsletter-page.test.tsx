import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterApi, type ListEnvelope, type NewsletterSubscription } from 'shared-api';
import { renderScreen } from '../../test-utils';
import { subscriptionsCsv } from './newsletter-csv';
import NewsletterPage from './newsletter-page';

const rows: NewsletterSubscription[] = [
  { id: 's-1', email: 'anita@sharmafoods.in', createdAt: '2026-11-20T09:30:00.000Z' },
  { id: 's-2', email: 'ops@kumartextiles.in', createdAt: '2026-11-18T05:00:00.000Z' },
];

const page = (data: NewsletterSubscription[], total = data.length): ListEnvelope<NewsletterSubscription> => ({
  success: true,
  data,
  total,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
});

let afterTest: (() => void) | undefined;
afterEach(() => {
  jest.restoreAllMocks();
  afterTest?.();
  afterTest = undefined;
});

describe('NewsletterPage', () => {
  it('lists the sign-ups with the total and a tab back to the messages', async () => {
    jest.spyOn(newsletterApi, 'list').mockResolvedValue(page(rows, 57));
    renderScreen(<NewsletterPage />, { route: '/admin/newsletter' });

    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter sign-ups' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Inbox' }));
    expect(tabs.getByRole('link', { name: 'Newsletter sign-ups' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Contact messages' })).toHaveAttribute('href', '/admin/messages');

    const table = await screen.findByRole('table', { name: 'Newsletter sign-ups' });
    expect(within(table).getByRole('link', { name: 'anita@sharmafoods.in' })).toBeInTheDocument();
    expect(within(table).getByText('ops@kumartextiles.in')).toBeInTheDocument();
    expect(screen.getByText('57 sign-ups in all.')).toBeInTheDocument();
  });

  it('searches and sorts on the server', async () => {
    const list = jest.spyOn(newsletterApi, 'list').mockResolvedValue(page(rows));
    const view = renderScreen(<NewsletterPage />, { route: '/admin/newsletter' });
    await screen.findByRole('table', { name: 'Newsletter sign-ups' });
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: '-createdAt' });

    list.mockResolvedValue(page(rows.slice(0, 1)));
    await userEvent.type(screen.getByLabelText('Search e-mails'), 'sharma');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: '-createdAt', search: 'sharma' }));
    expect(await screen.findByText('1 sign-up match “sharma”.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'email', search: 'sharma' }));
    expect(view.location().search).toBe('?search=sharma&sort=email');
  });

  it('downloads the rows on screen as a CSV file', async () => {
    jest.spyOn(newsletterApi, 'list').mockResolvedValue(page(rows, 57));
    const created: Blob[] = [];
    // jsdom has no object URLs; these stand in for the browser's and are put back afterwards.
    const { createObjectURL, revokeObjectURL } = URL;
    afterTest = () => Object.assign(URL, { createObjectURL, revokeObjectURL });
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:sign-ups';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<NewsletterPage />, { route: '/admin/newsletter' });

    await screen.findByRole('table', { name: 'Newsletter sign-ups' });
    await userEvent.click(screen.getByRole('button', { name: 'Download this page (CSV)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'newsletter-sign-ups-page-1.csv');
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('says when nobody has signed up', async () => {
    jest.spyOn(newsletterApi, 'list').mockResolvedValue(page([]));
    renderScreen(<NewsletterPage />, { route: '/admin/newsletter' });
    expect(await screen.findByText('Nobody has signed up yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download this page (CSV)' })).toBeDisabled();
  });
});

describe('subscriptionsCsv', () => {
  it('writes a header and one line per sign-up, defusing what a spreadsheet would run as a formula', () => {
    expect(
      subscriptionsCsv([
        { id: 's-1', email: 'anita@sharmafoods.in', createdAt: '2026-11-20T09:30:00.000Z' },
        { id: 's-2', email: '=cmd@evil.example', createdAt: '2026-11-18T05:00:00.000Z' },
        { id: 's-3', email: '"odd,name"@example.com', createdAt: '2026-11-17T05:00:00.000Z' },
      ]),
    ).toBe(
      'E-mail,Signed up\r\n' +
        'anita@sharmafoods.in,2026-11-20T09:30:00.000Z\r\n' +
        "'=cmd@evil.example,2026-11-18T05:00:00.000Z\r\n" +
        '"""odd,name""@example.com",2026-11-17T05:00:00.000Z\r\n',
    );
  });
});
