import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, PageChunkCollector } from './lazy-page';

const TrackPage = lazyPage('page-track', async () => ({ default: () => <h1>Track a shipment</h1> }));

describe('lazyPage', () => {
  it('shows the page once its chunk is in, and tells a prerenderer which chunk it was', async () => {
    const chunks = new Set<string>();
    render(
      <PageChunkCollector.Provider value={(chunk) => chunks.add(chunk)}>
        <Suspense fallback={<p>Loading…</p>}>
          <TrackPage />
        </Suspense>
      </PageChunkCollector.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Track a shipment' })).toBeInTheDocument();
    expect([...chunks]).toEqual(['page-track']);
  });

  it('needs no collector in the browser', async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <TrackPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Track a shipment' })).toBeInTheDocument();
  });
});
