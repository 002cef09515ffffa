import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { Envelope } from 'shared-api';
import { notify } from 'shared-ui';
import { z } from 'zod';
import { FormTextField, RecordForm, useAdminForm } from '../../ui';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import { changedValues, masterPages, type MasterFormProps } from './master-pages';

interface Depot {
  id: string;
  name: string;
  city: string | null;
}

const depotSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters'),
  city: z
    .string()
    .trim()
    .transform((city) => city || null),
});
type DepotInput = z.input<typeof depotSchema>;
type DepotValues = z.output<typeof depotSchema>;

const CHAKAN: Depot = { id: 'd-1', name: 'Chakan yard', city: 'Pune' };

function DepotForm({ initialValues = { name: '', city: '' }, ...props }: MasterFormProps<DepotValues, DepotInput>) {
  const form = useAdminForm({ schema: depotSchema, defaultValues: initialValues });
  return (
    <RecordForm form={form} {...props}>
      <FormTextField form={form} name="name" label="Name" />
      <FormTextField form={form} name="city" label="City (optional)" />
    </RecordForm>
  );
}

const api = {
  get: jest.fn<Promise<Envelope<Depot>>, [string]>(),
  create: jest.fn<Promise<Envelope<Depot>>, [DepotValues]>(),
  update: jest.fn<Promise<Envelope<Depot>>, [string, Partial<DepotValues>]>(),
  remove: jest.fn<Promise<Envelope<unknown>>, [string]>(),
};

const formSeen = jest.fn();

function depotPages(next?: (depot: Depot) => string) {
  return masterPages<DepotValues, DepotInput, Depot>({
    noun: 'depot',
    list: { label: 'Depots', to: '/admin/depots' },
    resource: 'depots',
    add: { title: 'Add depot', description: 'Where the trucks are kept.' },
    api,
    create: (values) => api.create(values),
    update: (id, changes) => api.update(id, changes),
    formInput: (depot) => ({ name: depot.name, city: depot.city ?? '' }),
    schema: depotSchema,
    label: (depot) => depot.name,
    description: (depot) => `In ${depot.city}`,
    next,
    form: (props, depot) => {
      formSeen(depot);
      return <DepotForm {...props} />;
    },
  });
}

const elsewhere = (
  <>
    <Route path="/admin/depots" element={<p>The depots list</p>} />
    <Route path="/admin/depots/:id" element={<p>A depot page</p>} />
  </>
);

function openEdit(pages = depotPages()) {
  api.get.mockResolvedValue({ success: true, data: CHAKAN });
  return renderScreen(<pages.EditPage />, {
    route: '/admin/depots/d-1/edit',
    path: '/admin/depots/:id/edit',
    extraRoutes: elsewhere,
  });
}

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => 'toast'));
afterEach(() => jest.resetAllMocks());

describe('a master record’s add page', () => {
  it('saves the form, says so and goes back to the list', async () => {
    api.create.mockResolvedValue({ success: true, data: CHAKAN });
    const { CreatePage } = depotPages();
    const view = renderScreen(<CreatePage />, { route: '/admin/depots/new', path: '/admin/depots/new', extraRoutes: elsewhere });
    expect(screen.getByRole('heading', { level: 1, name: 'Add depot' })).toBeInTheDocument();
    expect(screen.getByText('Where the trucks are kept.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depots' })).toHaveAttribute('href', '/admin/depots');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/depots');
    expect(formSeen).toHaveBeenCalledWith(undefined);

    await userEvent.type(screen.getByLabelText('Name'), 'Chakan yard');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The depots list')).toBeInTheDocument();
    expect(api.create).toHaveBeenCalledWith({ name: 'Chakan yard', city: null });
    expect(notify.success).toHaveBeenCalledWith('Add depot: saved');
    expect(view.location().pathname).toBe('/admin/depots');
  });

  it('goes to the new record’s page when told to', async () => {
    api.create.mockResolvedValue({ success: true, data: CHAKAN, message: 'Depot added' });
    const { CreatePage } = depotPages((depot) => `/admin/depots/${depot.id}`);
    const view = renderScreen(<CreatePage />, { route: '/admin/depots/new', path: '/admin/depots/new', extraRoutes: elsewhere });
    await userEvent.type(screen.getByLabelText('Name'), 'Chakan yard');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A depot page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin/depots/d-1');
    expect(notify.success).toHaveBeenCalledWith('Depot added');
  });
});

describe('a master record’s edit page', () => {
  it('shows the record in its form and sends only what changed', async () => {
    api.update.mockResolvedValue({ success: true, data: { ...CHAKAN, city: 'Chakan' } });
    const view = openEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Chakan yard' })).toBeInTheDocument();
    expect(screen.getByText('In Pune')).toBeInTheDocument();
    expect(formSeen).toHaveBeenLastCalledWith(CHAKAN);
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Pune');

    await userEvent.clear(screen.getByLabelText('City (optional)'));
    await userEvent.type(screen.getByLabelText('City (optional)'), 'Chakan');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The depots list')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith('d-1', { city: 'Chakan' });
    expect(notify.success).toHaveBeenCalledWith('Chakan yard saved');
    expect(view.queryClient.getQueryData(['depots', 'detail', 'd-1'])).toEqual({ ...CHAKAN, city: 'Chakan' });
  });

  it('sends nothing when nothing changed', async () => {
    openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The depots list')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('Nothing was changed');
  });

  it('cancels back to the record’s page when it has one', async () => {
    openEdit(depotPages((depot) => `/admin/depots/${depot.id}`));
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/depots/d-1');
  });

  it('asks before deleting, and shows the server’s refusal in the question', async () => {
    api.remove.mockRejectedValueOnce(rejection(409, { success: false, message: 'Trips use this depot' }));
    openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Chakan yard?' });
    expect(dialog).toHaveTextContent(
      'Chakan yard is removed from the depots. A depot that trips, bills or payments use cannot be deleted: mark it inactive instead.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Trips use this depot');

    api.remove.mockResolvedValueOnce({ success: true, data: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The depots list')).toBeInTheDocument();
    expect(api.remove).toHaveBeenLastCalledWith('d-1');
    expect(notify.success).toHaveBeenCalledWith('Chakan yard deleted');
  });

  it('says so when the record does not exist', async () => {
    api.get.mockRejectedValue(rejection(404, { success: false, message: 'Not found' }));
    const { EditPage } = depotPages();
    renderScreen(<EditPage />, { route: '/admin/depots/d-9/edit', path: '/admin/depots/:id/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Depot not found' })).toBeInTheDocument();
  });
});

describe('changedValues', () => {
  it('keeps only the fields whose values differ, nested ones compared whole', () => {
    const initial = { name: 'A', city: null, balance: { amountPaise: 0, side: 'Dr' } };
    expect(changedValues({ ...initial, city: null }, initial)).toEqual({});
    expect(changedValues({ ...initial, balance: { amountPaise: 5, side: 'Dr' } }, initial)).toEqual({
      balance: { amountPaise: 5, side: 'Dr' },
    });
  });
});
