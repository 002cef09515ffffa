import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import type { Envelope } from 'shared-api';
import { renderScreen } from '../../test-utils';
import { Fact } from '../detail/detail';
import { RecordDetailPage } from './record-detail-page';

interface Depot {
  id: string;
  name: string;
  city: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const CHAKAN: Depot = {
  id: 'd-1',
  name: 'Chakan yard',
  city: 'Pune',
  notes: 'Gate closes at 10 pm',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
};

const api = { get: jest.fn<Promise<Envelope<Depot>>, [string]>() };

function openDepot(withLedger = true) {
  const view = renderScreen(
    <RecordDetailPage<Depot>
      resource="depots"
      api={api}
      noun="depot"
      list={{ label: 'Depots', to: '/admin/depots' }}
      title={(depot) => depot.name}
      description={(depot) => `In ${depot.city}`}
      ledger={withLedger ? { kind: 'party' } : undefined}
      editTo={(depot) => `/admin/depots/${depot.id}/edit`}
      facts={(depot) => <Fact term="City">{depot.city}</Fact>}
      alsoRefresh={[['admin']]}
    >
      {(depot, changed) => (
        <button type="button" onClick={() => changed({ ...depot, city: 'Chakan', notes: null })}>
          Move it
        </button>
      )}
    </RecordDetailPage>,
    { route: '/admin/depots/d-1', path: '/admin/depots/:id' },
  );
  return view;
}

afterEach(() => jest.resetAllMocks());

describe('a record’s own page', () => {
  it('loads the record of the address and shows its header, actions and facts', async () => {
    api.get.mockResolvedValue({ success: true, data: CHAKAN });
    openDepot();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the depot…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chakan yard' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('d-1');
    expect(screen.getByText('In Pune', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ledger of Chakan yard' })).toHaveAttribute('href', '/admin/ledgers/party/d-1');
    expect(screen.getByRole('link', { name: 'Edit depot' })).toHaveAttribute('href', '/admin/depots/d-1/edit');

    const aside = screen.getByRole('region', { name: 'Depot' });
    expect(
      within(aside)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['City', 'Added', 'Last changed']);
    expect(within(aside).getByText('Gate closes at 10 pm')).toBeInTheDocument();
  });

  it('has no ledger unless told, and Edit still', async () => {
    api.get.mockResolvedValue({ success: true, data: CHAKAN });
    openDepot(false);
    expect(await screen.findByRole('link', { name: 'Edit depot' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ledger/ })).not.toBeInTheDocument();
  });

  it('shows a change made on the page, and has the lists and what else shows the record asked again', async () => {
    api.get.mockResolvedValue({ success: true, data: CHAKAN });
    const view = openDepot();
    const invalidate = jest.spyOn(view.queryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Move it' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Depot' })).toHaveTextContent('Chakan'));
    expect(screen.queryByText('Gate closes at 10 pm')).not.toBeInTheDocument();
    expect(view.queryClient.getQueryData(['depots', 'detail', 'd-1'])).toMatchObject({ city: 'Chakan' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['depots'], ['admin']]);
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('says a record that does not exist is not found', async () => {
    api.get.mockRejectedValue(
      Object.assign(new HTTPError(new Response('{}', { status: 404 }), new Request('http://test/api/depots/d-1'), {} as never), {
        data: { success: false, message: 'Depot not found' },
      }),
    );
    openDepot();
    expect(await screen.findByRole('heading', { level: 1, name: 'Depot not found' })).toBeInTheDocument();
  });
});
