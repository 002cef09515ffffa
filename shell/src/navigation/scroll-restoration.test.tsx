import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

const scrollTo = jest.fn((_x: number, y: number) => setScroll(y));

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function scrollBy(y: number) {
  setScroll(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function renderSite() {
  render(
    <MemoryRouter>
      <ScrollRestoration />
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/services">Services</Link>
              <Link to="/terms#liability">Liability</Link>
              <Link to="/?sort=name">Sort by name</Link>
            </>
          }
        />
        <Route path="/services" element={<h1>Services</h1>} />
        <Route path="/terms" element={<h2 id="liability">Liability</h2>} />
      </Routes>
      <BackButton />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollTo.mockClear();
  setScroll(0);
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top and returns to the offset the visitor left on Back', async () => {
    renderSite();
    scrollBy(850);

    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 850);
  });

  it('scrolls to the section a link names after #', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSite();
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Liability' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Liability' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the offset when only the query string changes, as a sort or filter does', async () => {
    renderSite();
    scrollBy(600);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Sort by name' }));

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
