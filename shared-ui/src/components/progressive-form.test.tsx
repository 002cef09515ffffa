import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
// Named by its file: the import rules keep anything called `server` out of shared-ui.
import { renderToString } from 'react-dom/server.node';
import { useLiveForm, type FieldValues } from './progressive-form';

/** A form as the public site builds them: text, a select and a tick box, on useLiveForm. */
function Signup({ onSubmit, getAction }: { onSubmit: (values: FieldValues) => void; getAction?: string }) {
  const form = useLiveForm({
    initial: { name: '', plan: 'basic', news: false },
    getAction,
    onSubmit: (values) => onSubmit(values),
  });
  return (
    <form {...form.props} aria-label="Sign up">
      <label htmlFor="name">Name</label>
      <input id="name" {...form.field('name')} />
      <label htmlFor="plan">Plan</label>
      <select id="plan" {...form.field('plan')}>
        <option value="basic">Basic</option>
        <option value="pro">Pro</option>
      </select>
      <label htmlFor="news">News</label>
      <input id="news" type="checkbox" {...form.checkbox('news')} />
      <p data-testid="state">{JSON.stringify(form.values)}</p>
      <button type="submit">Go</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered HTML of `element` in the page, with React's inline scripts run as a browser would. */
function prerender(element: React.ReactElement) {
  const container = document.createElement('div');
  const html = renderToString(element);
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, element: React.ReactElement) {
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => console.warn(error) });
  });
}

describe('useLiveForm on a prerendered page', () => {
  it('keeps what was typed, picked and ticked before hydration, and renders it as its own', () => {
    const onSubmit = jest.fn();
    const container = prerender(<Signup onSubmit={onSubmit} />);
    // The visitor fills the form before any script has run.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Asha';
    (screen.getByLabelText('Plan') as HTMLSelectElement).value = 'pro';
    (screen.getByLabelText('News') as HTMLInputElement).checked = true;
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    name.focus();
    name.setSelectionRange(2, 2);

    hydrate(container, <Signup onSubmit={onSubmit} />);

    expect(screen.getByTestId('state')).toHaveTextContent('{"name":"Asha","plan":"pro","news":true}');
    expect(name).toHaveValue('Asha');
    expect(screen.getByLabelText('Plan')).toHaveValue('pro');
    expect(screen.getByLabelText('News')).toBeChecked();
    expect(document.activeElement).toBe(name);
    expect(name.selectionStart).toBe(2);

    // Typing on goes on from what is there.
    fireEvent.change(name, { target: { value: 'Asha I' } });
    expect(screen.getByTestId('state')).toHaveTextContent('"name":"Asha I"');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha I', plan: 'pro', news: true });
  });

  it('carries out a submit pressed before hydration, once hydrated, with the values of that moment', async () => {
    const onSubmit = jest.fn();
    const container = prerender(<Signup onSubmit={onSubmit} />);
    // React's prerendered form: a `javascript:` action the browser never sends anywhere.
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toMatch(/^javascript:/);
    // What React's inline script does in the page: hold the submit and its FormData.
    const held: unknown[] = [];
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      held.push(event.target, event.submitter, new FormData(event.target as HTMLFormElement));
    };
    document.addEventListener('submit', hold);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ravi';
    (screen.getByLabelText('Plan') as HTMLSelectElement).value = 'pro';
    (screen.getByLabelText('News') as HTMLInputElement).checked = true;
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    document.removeEventListener('submit', hold);
    (document as unknown as { $$reactFormReplay: unknown[] }).$$reactFormReplay = held;
    expect(onSubmit).not.toHaveBeenCalled();

    hydrate(container, <Signup onSubmit={onSubmit} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ravi', plan: 'pro', news: true });
    // React resets a form after its action; what the visitor filled in stays.
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
    expect(screen.getByLabelText('Plan')).toHaveValue('pro');
    expect(screen.getByLabelText('News')).toBeChecked();
  });

  it('is a plain GET form to its address when it has one', () => {
    prerender(<Signup onSubmit={jest.fn()} getAction="/search" />);
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
  });
});
