import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { Toaster } from './toaster';
import { toastifyLoadAttempts } from './toastify';

describe('Toaster and notify', () => {
  it('renders nothing and loads no toast library until the first toast, then shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(toastifyLoadAttempts()).toBe(0);

    act(() => notify.success('Saved!'));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(toastifyLoadAttempts()).toBe(1);

    act(() => notify.error('Failed!'));
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
    expect(toastifyLoadAttempts()).toBe(1);
  });
});
