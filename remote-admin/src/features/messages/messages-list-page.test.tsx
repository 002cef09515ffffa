import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { messagesApi, type ContactMessage, type ListEnvelope } from 'shared-api';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import MessagesListPage from './messages-list-page';

function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1',
    reference: 'M-001001',
    kind: 'contact',
    topic: 'shipment',
    name: 'Priya Nair',
    email: 'priya@nairexports.in',
    phone: null,
    company: 'Nair Exports',
    regarding: 'GRL104233',
    subject: 'Where is my consignment?',
    message: 'The truck left Mumbai on Monday and has not reached Pune.',
    status: 'new',
    handledAt: null,
    handledBy: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const handledOne = message({
  id: 'm-2',
  reference: 'M-001002',
  kind: 'support',
  topic: 'billing',
  name: 'Arjun Mehta',
  email: 'arjun@mehta.co.in',
  subject: 'Invoice copy',
  status: 'handled',
  handledAt: '2026-11-21T10:00:00.000Z',
  handledBy: 'ops@example.com',
});

const page = (data: ContactMessage[]): ListEnvelope<ContactMessage> => ({
  success: true,
  data,
  total: data.length,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
});

afterEach(() => jest.restoreAllMocks());

describe('MessagesListPage', () => {
  it('lists messages, new ones in bold, with links to each and to the newsletter sign-ups', async () => {
    jest.spyOn(messagesApi, 'list').mockResolvedValue(page([message(), handledOne]));
    renderScreen(<MessagesListPage />, { route: '/admin/messages' });

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Inbox' }));
    expect(tabs.getByRole('link', { name: 'Contact messages' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Newsletter sign-ups' })).toHaveAttribute('href', '/admin/newsletter');

    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const [, fresh, done] = within(table).getAllByRole('row');
    const first = within(fresh!);
    expect(first.getByRole('link', { name: 'M-001001' })).toHaveAttribute('href', '/admin/messages/m-1');
    expect(first.getByText('Priya Nair')).toHaveClass('unread');
    expect(first.getByText('priya@nairexports.in')).toBeInTheDocument();
    expect(first.getByText('Where is my consignment?')).toHaveClass('unread');
    expect(first.getByText('A shipment in progress')).toBeInTheDocument();
    expect(first.getByText('New')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark handled M-001001' })).toBeInTheDocument();

    const second = within(done!);
    expect(second.getByText('Arjun Mehta')).not.toHaveClass('unread');
    expect(second.getByText('Handled')).toBeInTheDocument();
    expect(second.getByText('Support form')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Reopen M-001002' })).toBeInTheDocument();
  });

  it('filters by status, form and topic through the address', async () => {
    const list = jest.spyOn(messagesApi, 'list').mockResolvedValue(page([message()]));
    const view = renderScreen(<MessagesListPage />, { route: '/admin/messages?status=new' });
    await screen.findByRole('table', { name: 'Contact messages' });
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: '-createdAt', status: 'new' });
    expect(screen.getByLabelText('Status')).toHaveValue('new');

    await userEvent.selectOptions(screen.getByLabelText('Form'), 'support');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: '-createdAt',
        status: 'new',
        kind: 'support',
        topic: 'billing',
      }),
    );
    expect(view.location().search).toBe('?status=new&kind=support&topic=billing');
  });

  it('marks a message handled from the list, says so and reloads the list', async () => {
    const list = jest
      .spyOn(messagesApi, 'list')
      .mockResolvedValueOnce(page([message()]))
      .mockResolvedValue(page([message({ status: 'handled' })]));
    const update = jest
      .spyOn(messagesApi, 'updateStatus')
      .mockResolvedValue({ success: true, data: message({ status: 'handled' }), message: 'Message marked as handled' });
    const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderScreen(<MessagesListPage />, { route: '/admin/messages' });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled M-001001' }));
    expect(update).toHaveBeenCalledWith('m-1', { status: 'handled' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message marked as handled'));
    expect(await screen.findByRole('button', { name: 'Reopen M-001001' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('tells why a change failed', async () => {
    jest.spyOn(messagesApi, 'list').mockResolvedValue(page([message()]));
    const response = new Response(JSON.stringify({ success: false, message: 'Message not found' }), { status: 404 });
    const error = new HTTPError(response, new Request('http://test/api/messages/m-1/status'), {} as never);
    Object.assign(error, { data: { success: false, message: 'Message not found' } });
    jest.spyOn(messagesApi, 'updateStatus').mockRejectedValue(error);
    const failure = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    renderScreen(<MessagesListPage />, { route: '/admin/messages' });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled M-001001' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Message not found'));
  });

  it('deletes a message only after confirmation', async () => {
    jest.spyOn(messagesApi, 'list').mockResolvedValue(page([message()]));
    const remove = jest.spyOn(messagesApi, 'remove').mockResolvedValue({ success: true, data: null, message: 'Message deleted' });
    const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderScreen(<MessagesListPage />, { route: '/admin/messages' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete M-001001' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete message M-001001?' });
    expect(dialog).toHaveTextContent('“Where is my consignment?” from Priya Nair will be removed for good.');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message deleted'));
    expect(remove).toHaveBeenCalledWith('m-1');
  });

  it('says when nothing matches', async () => {
    jest.spyOn(messagesApi, 'list').mockResolvedValue(page([]));
    renderScreen(<MessagesListPage />, { route: '/admin/messages?search=zzz' });
    expect(await screen.findByText('No messages match this search and these filters.')).toBeInTheDocument();
  });
});
