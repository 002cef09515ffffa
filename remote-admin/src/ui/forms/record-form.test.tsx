import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Button } from 'shared-ui';
import { z } from 'zod';
import { renderScreen } from '../../test-utils';
import { FormTextField } from './form-fields';
import { RecordForm, type RecordFormProps } from './record-form';
import { useAdminForm } from './use-admin-form';

const schema = z.object({ name: z.string().trim().min(2, 'Name must be at least 2 characters') });

function NameForm(props: RecordFormProps<z.output<typeof schema>>) {
  const form = useAdminForm({ schema, defaultValues: { name: '' } });
  return (
    <RecordForm form={form} className="named" {...props}>
      <FormTextField form={form} name="name" label="Name" />
    </RecordForm>
  );
}

function renderForm(onSubmit: RecordFormProps<{ name: string }>['onSubmit'], actions?: RecordFormProps<unknown>['actions']) {
  return renderScreen(
    <NameForm
      submitLabel="Save"
      failure="It could not be saved."
      cancelTo="/admin/things"
      onSubmit={onSubmit}
      actions={actions}
    />,
    { route: '/admin/things/new' },
  );
}

describe('the record form', () => {
  it('checks its fields, then sends what the schema gives', async () => {
    const onSubmit = jest.fn(async (_values: { name: string }) => undefined);
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), '  Umang ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Umang' }));
  });

  it('has Cancel back to where the page says, then the further actions', () => {
    const { container } = renderForm(jest.fn(), <Button variant="danger">Delete</Button>);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/things');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Save', 'Delete']);
    expect(container.querySelector('form')).toHaveClass('named');
  });

  it('shows the failure above the buttons when the server gives no reason', async () => {
    const response = new Response('', { status: 500 });
    const onSubmit = jest.fn(async () => {
      throw new HTTPError(response, new Request('http://test/api/things'), {} as never);
    });
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), 'Umang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('It could not be saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Umang');
  });
});
