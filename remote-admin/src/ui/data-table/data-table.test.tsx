import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import type { ListEnvelope } from 'shared-api';
import { renderScreen } from '../../test-utils';
import { DataTable, fromSorting, toSorting, type DataColumn } from './data-table';
import { ListToolbar } from './list-toolbar';
import { singularOf } from './pagination';
import { useResourceList, type ListQuery } from './use-resource-list';

interface Person {
  id: string;
  name: string;
  email: string;
}

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'email', header: 'E-mail', cell: (row) => row.email },
];

const people = (count: number, from = 1): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${from + index}`,
    name: `Person ${from + index}`,
    email: `p${from + index}@example.com`,
  }));

function PeopleScreen({ fetch }: { fetch: (query: ListQuery<'role'>) => Promise<ListEnvelope<Person>> }) {
  const list = useResourceList<Person, 'role'>({
    resource: 'people',
    fetch,
    defaultSort: '-createdAt',
    filters: ['role'],
    pageSize: 2,
  });
  return (
    <>
      <ListToolbar
        list={list}
        searchLabel="Search people"
        filters={[{ name: 'role', label: 'Role', allLabel: 'All roles', options: [{ value: 'admin', label: 'Administrator' }] }]}
      />
      <DataTable
        caption="People"
        noun="people"
        columns={columns}
        list={list}
        rowId={(row) => row.id}
        rowActions={(row) => <button type="button">Edit {row.name}</button>}
        empty="No people match these filters."
      />
    </>
  );
}

function answer(data: Person[], total: number, page = 1): ListEnvelope<Person> {
  return { success: true, data, total, page, limit: 2, nextCursor: null, prevCursor: null };
}

/**
 * A list of `total` people as the server pages it: by number, or by cursor (a cursor here is the id of
 * the row at the page's edge), with cursors to the neighbours; `capped` counts no more than 10,000.
 */
function pagedServer(total: number, capped = false) {
  return jest.fn((query: ListQuery<'role'>) => {
    const edge = (cursor: string) => Number(cursor.slice(1));
    const from = query.after ? edge(query.after) + 1 : query.before ? Math.max(1, edge(query.before) - 2) : query.page * 2 - 1;
    const rows = people(Math.max(0, Math.min(2, total - from + 1)), from);
    return Promise.resolve({
      // Past the count's cap the server says "the rows up to here, and more".
      ...answer(rows, capped ? Math.max(10_000, from + 1) : total, query.page),
      totalCapped: capped && total > 10_000,
      nextCursor: from + 1 < total ? (rows.at(-1)?.id ?? null) : null,
      prevCursor: from > 1 ? (rows[0]?.id ?? null) : null,
    });
  });
}

describe('sort parameter ⇄ table sorting', () => {
  it('reads a leading minus as descending and writes it back', () => {
    expect(toSorting('-createdAt')).toEqual([{ id: 'createdAt', desc: true }]);
    expect(toSorting('name')).toEqual([{ id: 'name', desc: false }]);
    expect(fromSorting([{ id: 'name', desc: true }])).toBe('-name');
    expect(fromSorting([])).toBe('');
  });
});

describe('the count under a list', () => {
  it('names one record in the singular', () => {
    expect(['trips', 'billing parties', 'quote requests', 'sign-ups', 'bank accounts'].map(singularOf)).toEqual([
      'trip',
      'billing party',
      'quote request',
      'sign-up',
      'bank account',
    ]);
  });
});

describe('DataTable with a server-side list', () => {
  it('shows the rows of the first page with their actions and the range', async () => {
    const fetch = jest.fn().mockResolvedValue(answer(people(2), 5));
    renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people' });

    const table = await screen.findByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'p1@example.com' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Edit Person 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 5 people')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 2, sort: '-createdAt' });
  });

  it('asks the server for the next page after the last row and keeps it in the address', async () => {
    const fetch = pagedServer(5);
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people' });
    await screen.findByText('Person 1');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith({ page: 2, limit: 2, sort: '-createdAt', after: 'p2' });
    expect(view.location().search).toBe('?page=2&after=p2');
    expect(screen.getByText('Showing 3–4 of 5 people')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('walks back by the first row, returns to page 1 by number, and jumps by page number', async () => {
    const fetch = pagedServer(9);
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=4&after=p6' });
    expect(await screen.findByText('Person 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Person 5')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=3&before=p7');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(view.location().search).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('Person 7')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=4');
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(view.location().search).toBe('');
  });

  it('leaves the cursor when the sort changes, and when the server refuses it', async () => {
    const fetch = pagedServer(9);
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=2&after=p2' });
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2, sort: 'name' }));
    expect(view.location().search).toBe('?sort=name');

    const refused = new HTTPError(new Response('{}', { status: 400 }), new Request('http://localhost/api/people'), {} as never);
    const refusing = jest.fn((query: ListQuery<'role'>) => (query.after ? Promise.reject(refused) : pagedServer(9)(query)));
    const again = renderScreen(<PeopleScreen fetch={refusing} />, { route: '/people?page=7&after=edited' });
    await waitFor(() => expect(again.location().search).toBe(''));
    expect(await screen.findAllByText('Person 1')).not.toHaveLength(0);
  });

  it('sorts on the server when a sortable heading is clicked, and marks the column', async () => {
    const fetch = jest.fn().mockResolvedValue(answer(people(2), 2));
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=2' });
    await screen.findByText('Person 1');
    expect(screen.queryByRole('button', { name: /E-mail/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2, sort: 'name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(view.location().search).toBe('?sort=name');

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2, sort: '-name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sends the search after typing stops and a filter at once, both from page 1', async () => {
    const fetch = jest.fn().mockResolvedValue(answer(people(1), 1));
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=3' });
    await screen.findByText('Person 1');

    await userEvent.type(screen.getByLabelText('Search people'), 'ravi');
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2, sort: '-createdAt', search: 'ravi' }));
    expect(fetch).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'r' }));

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2, sort: '-createdAt', search: 'ravi', role: 'admin' }),
    );
    expect(new URLSearchParams(view.location().search).get('role')).toBe('admin');
  });

  it('says so when nothing matches', async () => {
    renderScreen(<PeopleScreen fetch={jest.fn().mockResolvedValue(answer([], 0))} />, { route: '/people' });
    expect(await screen.findByText('No people match these filters.')).toBeInTheDocument();
    expect(screen.getByText('No people')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(answer(people(1), 1));
    renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The people could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
  });

  it('walks on by key past a capped total, and back to the first page', async () => {
    const fetch = pagedServer(50_000, true);
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=6000&after=p11998' });
    expect(await screen.findByText('Person 11999')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Page numbers' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 12001')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=6001&after=p12000');
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(view.location().search).toBe('');
    expect(screen.getByText('Showing 1–2 of 10,000+ people')).toBeInTheDocument();
  });

  it('shows a capped total as "10,000+" and keeps going to later pages', async () => {
    // The server counts at most 10,000 rows, or as far as the page asked for when that is deeper.
    const fetch = jest.fn((query: ListQuery<'role'>) =>
      Promise.resolve({
        ...answer(people(2, query.page * 2 - 1), Math.max(10_000, query.page * 2), query.page),
        totalCapped: true,
      }),
    );
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=5000' });
    expect(await screen.findByText('Showing 9,999–10,000 of 10,000+ people')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 10,001–10,002 of 10,002+ people')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=5001');
  });

  it('moves to the last page when the page asked for no longer exists', async () => {
    const fetch = jest.fn((query: ListQuery<'role'>) =>
      Promise.resolve(answer(query.page === 2 ? people(1, 3) : [], 3, query.page)),
    );
    const view = renderScreen(<PeopleScreen fetch={fetch} />, { route: '/people?page=4' });
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');
  });
});
