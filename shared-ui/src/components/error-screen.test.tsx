import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it("reads as the spec's error screen and retries on Try Again", async () => {
    const onRetry = jest.fn();
    render(<ErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
