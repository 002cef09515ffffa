import { act, render, screen } from '@testing-library/react';
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

  it('hydrates a prerendered remote in place when it arrives after the page is live, keeping what was typed', async () => {
    let arrive!: (module: unknown) => void;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const Field = () => <input aria-label="Quote name" defaultValue="" />;
    // The remote's markup as the prerenderer wrote it, inside the view's Suspense boundary.
    const container = document.createElement('div');
    container.innerHTML = `<!--$-->${renderToString(<Field />)}<!--/$-->`;
    document.body.append(container);
    const typedIn = screen.getByLabelText('Quote name') as HTMLInputElement;
    typedIn.value = 'Asha';

    render(<RemoteView remote="marketing" module="quote-page" />, { container, hydrate: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await act(async () => arrive({ default: Field }));

    expect(screen.getByLabelText('Quote name')).toBe(typedIn);
    expect(typedIn).toHaveValue('Asha');
    expect(Object.keys(typedIn).some((key) => key.startsWith('__reactProps$'))).toBe(true);
  });
});
