import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from 'shared-api';
import { listPage, renderScreen } from '../../test-utils';
import type { DataColumn } from './data-table';
import type { ListFilter } from './list-toolbar';
import { ResourceListPage, type RecordLink, type ResourceListApi } from './resource-list-page';

interface Depot {
  id: string;
  name: string;
  city: string;
}

const PUNE: Depot = { id: 'd-1', name: 'Chakan yard', city: 'Pune' };
const NASHIK: Depot = { id: 'd-2', name: 'Ambad yard', city: 'Nashik' };

const FILTERS: ListFilter<'city'>[] = [
  { name: 'city', label: 'City', allLabel: 'All cities', options: [{ value: 'Pune', label: 'Pune' }] },
];
const COLUMNS: DataColumn<Depot>[] = [{ id: 'city', header: 'City', cell: (depot) => depot.city }];
const RECORD: RecordLink<Depot> = {
  to: (depot) => `/admin/depots/${depot.id}/edit`,
  name: (depot) => depot.name,
  action: 'Edit',
};

function depotsApi(rows: Depot[] = [PUNE, NASHIK]) {
  return {
    list: jest.fn<ReturnType<ResourceListApi<Depot, 'city'>['list']>, Parameters<ResourceListApi<Depot, 'city'>['list']>>(
      async () => listPage(rows),
    ),
    exportFile: jest.fn(async () => ({ blob: new Blob(['x']), fileName: 'depots.csv' })),
    importTemplate: jest.fn(async () => ({ blob: new Blob(['x']), fileName: 'depots-template.csv' })),
    importFile: jest.fn(),
  };
}

type Api = ReturnType<typeof depotsApi>;

function renderDepots(
  api: Api | Pick<Api, 'list'>,
  {
    route = '/admin/depots',
    importable = false,
    none,
    role = 'admin',
  }: { route?: string; importable?: boolean; none?: string; role?: Role } = {},
) {
  const common = {
    title: 'Depots',
    description: 'Where the trucks are kept.',
    add: { label: 'Add depot', to: '/admin/depots/new', needs: 'masters.write' as const },
    resource: 'depots',
    defaultSort: 'name',
    filters: FILTERS,
    search: { label: 'Search depots', placeholder: 'Name or city' },
    caption: 'Depots',
    noun: 'depots',
    nameColumn: { id: 'name', header: 'Name', sortable: true },
    columns: COLUMNS,
    record: RECORD,
    ledger: { kind: 'party' as const },
    empty: { filtered: 'No depots match.', ...(none && { none }) },
    summary: <p>3 depots</p>,
  };
  const page =
    importable && 'importFile' in api ? (
      <ResourceListPage<Depot, 'city'> {...common} api={api} importable />
    ) : (
      <ResourceListPage<Depot, 'city'> {...common} api={api} />
    );
  return renderScreen(page, { route, signedInAs: role });
}

afterEach(() => jest.restoreAllMocks());

describe('a resource list page', () => {
  it('offers a viewer neither the add button nor the rows’ statements', async () => {
    renderDepots(depotsApi(), { role: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Depots' });
    expect(within(table).getByRole('link', { name: 'Chakan yard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add depot' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Ledger of/ })).not.toBeInTheDocument();
  });

  it('shows the header, the figures and the rows, each named, linked and with its ledger', async () => {
    renderDepots(depotsApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Depots' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Depots')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Where the trucks are kept.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add depot' })).toHaveAttribute('href', '/admin/depots/new');
    expect(screen.getByText('3 depots')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Depots' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining(['City', 'Actions']));
    const row = within(table).getByRole('link', { name: 'Chakan yard' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Chakan yard' })).toHaveAttribute('href', '/admin/depots/d-1/edit');
    expect(within(row).getByText('Pune')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Chakan yard' })).toHaveAttribute('href', '/admin/depots/d-1/edit');
    expect(within(row).getByRole('link', { name: 'Ledger of Chakan yard' })).toHaveAttribute('href', '/admin/ledgers/party/d-1');
  });

  it('asks for the rows as the address says, and a filter chosen goes to the server', async () => {
    const api = depotsApi();
    renderDepots(api, { route: '/admin/depots?sort=-name&page=2' });
    await waitFor(() => expect(api.list).toHaveBeenCalledWith({ page: 2, limit: 20, sort: '-name' }));

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Pune');
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: '-name', city: 'Pune' }));
  });

  it('says nothing is recorded yet when the list is neither searched nor filtered', async () => {
    renderDepots(depotsApi([]), { none: 'No depots yet.' });
    expect(await screen.findByText('No depots yet.')).toBeInTheDocument();
  });

  it('says nothing matches when searched', async () => {
    renderDepots(depotsApi([]), { route: '/admin/depots?search=goa', none: 'No depots yet.' });
    expect(await screen.findByText('No depots match.')).toBeInTheDocument();
    expect(screen.queryByText('No depots yet.')).not.toBeInTheDocument();
  });

  it('has one empty text for both when only that is given', async () => {
    renderDepots(depotsApi([]));
    expect(await screen.findByText('No depots match.')).toBeInTheDocument();
  });

  it('exports the list as it is searched, filtered and sorted, and offers the import when asked to', async () => {
    const api = depotsApi();
    // Only what is asked for matters here, not the download itself.
    api.exportFile.mockRejectedValue(new Error('offline'));
    renderDepots(api, { route: '/admin/depots?search=yard&city=Pune&sort=-name', importable: true });
    const sheets = screen.getByRole('group', { name: 'Spreadsheets' });
    await userEvent.click(within(sheets).getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(api.exportFile).toHaveBeenCalledWith({ city: 'Pune', sort: '-name', search: 'yard' }, 'xlsx'));
    await userEvent.click(within(sheets).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import depots' })).toBeInTheDocument();
  });

  it('offers no import unless asked to, and no spreadsheets for a list without an export', async () => {
    const { unmount } = renderDepots(depotsApi());
    expect(within(screen.getByRole('group', { name: 'Spreadsheets' })).queryByRole('button', { name: 'Import' })).toBeNull();
    unmount();

    renderDepots({ list: depotsApi().list });
    await screen.findByRole('table', { name: 'Depots' });
    expect(screen.queryByRole('group', { name: 'Spreadsheets' })).not.toBeInTheDocument();
  });
});
