import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { MemoryRouter } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { QuoteForm } from './quote-form';

function renderForm(service?: 'air-freight') {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuoteForm service={service} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form', { name: 'Quote request' }));
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fillValidQuote(form: ReturnType<typeof renderForm>) {
  await userEvent.type(form.getByLabelText('Name *'), 'Asha Rao');
  await userEvent.type(form.getByLabelText('E-mail *'), 'asha@example.com');
  await userEvent.type(form.getByLabelText('Phone *'), '+91 98200 12345');
  await userEvent.selectOptions(form.getByLabelText('Service *'), 'air-freight');
  await userEvent.selectOptions(form.getByLabelText('Load type *'), 'air-cargo');
  await userEvent.type(form.getByLabelText('Origin *'), 'Mumbai');
  await userEvent.type(form.getByLabelText('Destination *'), 'Dubai');
  await userEvent.type(form.getByLabelText('Commodity *'), 'Garments');
  await userEvent.type(form.getByLabelText('Pieces *'), '12');
  await userEvent.type(form.getByLabelText('Total weight (kg) *'), '340.5');
  await userEvent.type(form.getByLabelText('Ready date *'), isoDay(2));
}

function httpError(status: number, body: object): HTTPError {
  const request = new Request('http://localhost/api/quotes', { method: 'POST' });
  const error = new HTTPError(new Response(null, { status }), request, {} as ConstructorParameters<typeof HTTPError>[2]);
  error.data = body;
  return error;
}

afterEach(() => jest.restoreAllMocks());

describe('QuoteForm', () => {
  it('checks every field with the shared schema and sends nothing while one is wrong', async () => {
    const create = jest.spyOn(quotesApi, 'create');
    const form = renderForm();
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(form.getByLabelText('Name *')).toHaveAccessibleDescription('Name is required');
    expect(form.getByLabelText('Service *')).toHaveAccessibleDescription('Choose a service');
    expect(form.getByLabelText('Pieces *')).toHaveAccessibleDescription(/Cartons, pallets or crates Pieces is required/);
    expect(form.getByLabelText('Ready date *')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Company')).not.toHaveAttribute('aria-invalid');
    expect(create).not.toHaveBeenCalled();
  });

  it('checks a field when the visitor leaves it, and clears the error once it is fixed', async () => {
    const form = renderForm();
    const email = form.getByLabelText('E-mail *');
    await userEvent.type(email, 'asha@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    await userEvent.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('a click on the submit button right after typing submits, rather than only checking the field left', async () => {
    const create = jest.spyOn(quotesApi, 'create');
    const form = renderForm();
    await userEvent.type(form.getByLabelText('Pieces *'), '2.5');
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(form.getByLabelText('Pieces *')).toHaveAccessibleDescription(/Pieces must be a whole number/);
    expect(form.getByLabelText('Origin *')).toHaveAccessibleDescription(/Origin is required/);
    expect(create).not.toHaveBeenCalled();
  });

  it('pre-selects the service it was opened for', () => {
    const form = renderForm('air-freight');
    expect(form.getByLabelText('Service *')).toHaveValue('air-freight');
  });

  it('sends the request and shows its reference', async () => {
    const create = jest.spyOn(quotesApi, 'create').mockResolvedValue({
      success: true,
      data: {
        reference: 'Q-001042',
        service: 'air-freight',
        loadType: 'air-cargo',
        origin: 'Mumbai',
        destination: 'Dubai',
        readyDate: isoDay(2),
        email: 'asha@example.com',
      } as Quote,
    });
    const form = renderForm();
    await fillValidQuote(form);
    await userEvent.click(form.getByLabelText('Hazardous goods (DG)'));
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(await screen.findByTestId('quote-reference')).toHaveTextContent('Q-001042');
    expect(create.mock.calls[0]![0]).not.toHaveProperty('volumeCbm');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ contactName: 'Asha Rao', pieces: '12', weightKg: '340.5', hazardous: true }),
    );
  });

  it('shows a rate limit plainly and keeps everything that was typed', async () => {
    jest
      .spyOn(quotesApi, 'create')
      .mockRejectedValue(httpError(429, { success: false, message: 'Too many attempts, please try again in 42 minutes' }));
    const form = renderForm();
    await fillValidQuote(form);
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 42 minutes');
    expect(form.getByLabelText('Origin *')).toHaveValue('Mumbai');
    expect(form.getByLabelText('Total weight (kg) *')).toHaveValue('340.5');
  });

  it('puts the server’s field errors on the fields', async () => {
    jest.spyOn(quotesApi, 'create').mockRejectedValue(
      httpError(400, {
        success: false,
        message: 'Validation failed',
        errors: { destination: 'Destination must be at most 120 characters' },
      }),
    );
    const form = renderForm();
    await fillValidQuote(form);
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(await form.findByText('Destination must be at most 120 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Destination *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the server cannot be reached', async () => {
    jest.spyOn(quotesApi, 'create').mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderForm();
    await fillValidQuote(form);
    await userEvent.click(form.getByRole('button', { name: 'Request quote' }));
    expect(await form.findByRole('alert')).toHaveTextContent('We could not reach our server');
  });
});
