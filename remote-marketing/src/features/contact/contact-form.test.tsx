import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { messagesApi, type ContactMessage } from 'shared-api';
import { ContactForm, type ContactFormProps } from './contact-form';

function renderForm(props: ContactFormProps) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ContactForm {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form'));
}

afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('refuses a message that is too short and names each missing field', async () => {
    const send = jest.spyOn(messagesApi, 'send');
    const form = renderForm({ kind: 'contact' });
    await userEvent.type(form.getByLabelText('Message *'), 'Hi');
    await userEvent.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.getByLabelText('Message *')).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(form.getByLabelText('Subject *')).toHaveAccessibleDescription('Subject is required');
    expect(form.getByLabelText('Topic *')).toHaveAccessibleDescription('Choose a topic');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a support message about a shipment and confirms with its reference', async () => {
    const send = jest.spyOn(messagesApi, 'send').mockResolvedValue({
      success: true,
      data: { reference: 'M-001007', name: 'Rohit', email: 'rohit@example.com' } as ContactMessage,
    });
    const form = renderForm({ kind: 'support', topic: 'shipment', regarding: 'GRL001' });
    await userEvent.type(form.getByLabelText('Name *'), 'Rohit');
    await userEvent.type(form.getByLabelText('E-mail *'), 'rohit@example.com');
    await userEvent.type(form.getByLabelText('Subject *'), 'Delivery delayed');
    await userEvent.type(form.getByLabelText('Message *'), 'The consignment has not moved since Tuesday.');
    await userEvent.click(form.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('message-reference')).toHaveTextContent('M-001007');
    expect(send).toHaveBeenCalledWith({
      kind: 'support',
      topic: 'shipment',
      regarding: 'GRL001',
      name: 'Rohit',
      email: 'rohit@example.com',
      subject: 'Delivery delayed',
      message: 'The consignment has not moved since Tuesday.',
    });
  });
});
