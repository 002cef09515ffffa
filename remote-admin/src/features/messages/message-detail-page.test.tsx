import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Route } from 'react-router-dom';
import { messagesApi, type ContactMessage } from 'shared-api';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import MessageDetailPage from './message-detail-page';

function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1',
    reference: 'M-001001',
    kind: 'support',
    topic: 'quote',
    name: 'Priya Nair',
    email: 'priya@nairexports.in',
    phone: '+91 98200 12345',
    company: 'Nair Exports',
    regarding: 'Q-001042',
    subject: 'Rate for Surat to Delhi',
    message: 'Could you revise the rate?\nWe can load on Sunday.',
    status: 'new',
    handledAt: null,
    handledBy: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function open(current: ContactMessage | Error) {
  const get =
    current instanceof Error
      ? jest.spyOn(messagesApi, 'get').mockRejectedValue(current)
      : jest.spyOn(messagesApi, 'get').mockResolvedValue({ success: true, data: current });
  const view = renderScreen(<MessageDetailPage />, {
    route: '/admin/messages/m-1',
    path: '/admin/messages/:id',
    extraRoutes: <Route path="/admin/messages" element={<p>The inbox</p>} />,
  });
  return { get, ...view };
}

/** The server changes the status: the answer and every later read show it. */
function serverSets(get: jest.SpyInstance, changed: ContactMessage, text: string) {
  return jest.spyOn(messagesApi, 'updateStatus').mockImplementation(async () => {
    get.mockResolvedValue({ success: true, data: changed });
    return { success: true, data: changed, message: text };
  });
}

let success: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('MessageDetailPage', () => {
  it('shows the whole message with contact links and a reply link', async () => {
    open(message());
    expect(await screen.findByRole('heading', { level: 1, name: 'Message M-001001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rate for Surat to Delhi' })).toBeInTheDocument();
    expect(screen.getByText(/Could you revise the rate\?/)).toHaveTextContent(
      'Could you revise the rate? We can load on Sunday.',
    );

    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByRole('link', { name: 'priya@nairexports.in' })).toHaveAttribute('href', 'mailto:priya@nairexports.in');
    expect(details.getByRole('link', { name: '+91 98200 12345' })).toHaveAttribute('href', 'tel:+919820012345');
    expect(details.getByText('Nair Exports')).toBeInTheDocument();
    expect(details.getByText('Q-001042')).toBeInTheDocument();
    expect(details.getByText('Support form')).toBeInTheDocument();
    expect(details.getByText('Quotes and rates')).toBeInTheDocument();
    expect(details.getByText('New')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:priya@nairexports.in?subject=Re%3A%20Rate%20for%20Surat%20to%20Delhi',
    );
  });

  it('marks the message handled, says so and shows who handled it', async () => {
    const { get } = open(message());
    const update = serverSets(
      get,
      message({ status: 'handled', handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'ops@example.com' }),
      'Message marked as handled',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    expect(update).toHaveBeenCalledWith('m-1', { status: 'handled' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message marked as handled'));
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(await details.findByText('Handled')).toBeInTheDocument();
    expect(details.getByText(/by ops@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('reopens a handled message', async () => {
    const { get } = open(message({ status: 'handled', handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'ops@example.com' }));
    const update = serverSets(get, message(), 'Message reopened');

    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(update).toHaveBeenCalledWith('m-1', { status: 'new' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message reopened'));
    expect(await screen.findByRole('button', { name: 'Mark as handled' })).toBeInTheDocument();
    expect(screen.queryByText(/by ops@example.com/)).not.toBeInTheDocument();
  });

  it('deletes the message after confirmation and returns to the inbox', async () => {
    const view = open(message());
    const remove = jest.spyOn(messagesApi, 'remove').mockResolvedValue({ success: true, data: null, message: 'Message deleted' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete message' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete message M-001001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));

    expect(await screen.findByText('The inbox')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('m-1');
    expect(success).toHaveBeenCalledWith('Message deleted');
    expect(view.location().pathname).toBe('/admin/messages');
  });

  it("says 'Message not found' for an unknown message", async () => {
    const response = new Response(JSON.stringify({ success: false, message: 'Message not found' }), { status: 404 });
    const error = new HTTPError(response, new Request('http://test/api/messages/m-1'), {} as never);
    Object.assign(error, { data: { success: false, message: 'Message not found' } });
    open(error);
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/admin/messages');
  });
});
