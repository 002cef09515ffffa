import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { z } from 'zod';
import { FormActions, FormSelectField, FormTextField } from './form-fields';
import { useAdminForm } from './use-admin-form';

const schema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters'),
  email: z.email('Enter a valid e-mail address'),
  role: z.enum(['admin', 'customer'], { error: 'Choose a role' }),
});

function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/users'), {} as never);
  Object.assign(error, { data: body });
  return error;
}

function UserForm({ send }: { send: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useAdminForm({ schema, defaultValues: { name: '', email: '', role: 'customer' } });
  return (
    <form noValidate onSubmit={form.submitWith(send, 'The user could not be saved')}>
      <FormTextField form={form} name="name" label="Name" />
      <FormTextField form={form} name="email" label="E-mail" type="email" />
      <FormSelectField
        form={form}
        name="role"
        label="Role"
        options={[
          { value: 'admin', label: 'Administrator' },
          { value: 'customer', label: 'Customer' },
        ]}
      />
      <FormActions formError={form.formError} submitLabel="Save user" submitting={form.formState.isSubmitting} />
    </form>
  );
}

describe('the back-office form pattern', () => {
  it('shows a field error once the field is left, and clears it as the user corrects it', async () => {
    render(<UserForm send={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Name'), 'sha');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument());
  });

  it('checks every field on submit with the shared schema and sends nothing while any is wrong', async () => {
    const send = jest.fn();
    render(<UserForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('disables the button while saving and sends the parsed values', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<UserForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Asha Rao ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com', role: 'admin' });
    finish();
    expect(await screen.findByRole('button', { name: 'Save user' })).toBeEnabled();
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    const send = jest
      .fn()
      .mockRejectedValue(
        rejection(409, { success: false, message: 'Invalid input', errors: { email: 'This e-mail is already in use' } }),
      );
    render(<UserForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('E-mail'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));

    expect(await screen.findByText('This e-mail is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it("shows the server's message above the buttons when it is about no field, or the fallback", async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(rejection(400, { success: false, message: 'You cannot remove your own administrator role' }))
      .mockRejectedValueOnce(new Error('network down'));
    render(<UserForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot remove your own administrator role');

    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be saved');
  });
});
