import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z, type ZodType } from 'zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ email: z.email('Enter a valid e-mail address'), name: z.string().optional() });

/** A schema loader the test resolves when it chooses, as a slow network would. */
function slowLoader() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(() => arrived.then((): ZodType => schema));
  return { load, arrive: () => act(async () => arrive()) };
}

const withoutError = <T extends { error?: string }>({ error: _error, ...rest }: T) => rest;

function Form({ load, send }: { load: () => Promise<ZodType>; send: (payload: unknown) => Promise<unknown> }) {
  const form = useSchemaForm({
    schema: load,
    initial: { email: '', name: '' },
    send,
    failureMessage: 'Not sent',
    onSent: () => undefined,
  });
  const { error, ...email } = form.field('email');
  return (
    <form {...form.props} noValidate aria-label="Test">
      <input aria-label="E-mail" aria-invalid={Boolean(error)} {...email} />
      {error && <p role="alert">{error}</p>}
      {/* Somewhere to tab to: leaving a field for the submit button checks nothing (see useSchemaForm). */}
      <input aria-label="Name" {...withoutError(form.field('name'))} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm with a schema loader', () => {
  it('fetches the schema once the form is mounted, not before', async () => {
    const { load } = slowLoader();
    render(<Form load={load} send={jest.fn()} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks a field left before the schema arrived once it does', async () => {
    const { load, arrive } = slowLoader();
    render(<Form load={load} send={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
  });

  it('holds a submit until the schema has arrived, then sends only what it accepts', async () => {
    const { load, arrive } = slowLoader();
    const send = jest.fn().mockResolvedValue({});
    render(<Form load={load} send={send} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    await arrive();
    expect(send).toHaveBeenCalledWith({ email: 'asha@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
