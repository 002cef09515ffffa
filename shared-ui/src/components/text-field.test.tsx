import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its label and announces its error', () => {
    render(<TextField label="E-mail" error="Enter a valid e-mail address" defaultValue="x" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
  });

  it('shows a hint without marking the field invalid', () => {
    render(<TextField label="Password" hint="At least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
  });
});
