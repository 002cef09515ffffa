import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule, resetRemote } from './remotes';
import { RemoteView } from './remote-view';

jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));

const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteView', () => {
  it("renders the remote module's default export", async () => {
    load.mockResolvedValue({ default: () => <h1>Marketing home</h1> });
    render(<RemoteView remote="marketing" module="routes" />);
    expect(await screen.findByRole('heading', { name: 'Marketing home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', 'routes');
  });

  it('shows the error screen in its own area and Try Again loads that remote afresh', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: () => <p>Back again</p> });
    render(
      <>
        <p>Header stays</p>
        <RemoteView remote="admin" module="admin-app" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(resetRemote).toHaveBeenCalledWith('admin');
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('renders a named export when asked', async () => {
    load.mockResolvedValue({ SearchBox: () => <input aria-label="Search" /> });
    render(<RemoteView remote="search" module="search-box" exportName="SearchBox" />);
    expect(await screen.findByLabelText('Search')).toBeInTheDocument();
  });

  it('keeps a client-only module out of the server HTML: its placeholder is there, and the module after hydration', async () => {
    load.mockResolvedValue({ default: () => <input aria-label="Search" /> });
    const view = (
      <RemoteView remote="search" module="search-box" clientOnly fallback={<div role="status">Loading search…</div>} />
    );
    const html = renderToString(view);
    expect(html).toContain('Loading search…');
    expect(html).not.toContain('aria-label="Search"');
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(view, { container, hydrate: true });
    expect(await screen.findByLabelText('Search')).toBeInTheDocument();
  });
});
