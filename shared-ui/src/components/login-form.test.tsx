import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows field errors and does not submit invalid values', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm validate={(values) => (values.email ? {} : { email: 'E-mail is required' })} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits what was typed and keeps it on a failed attempt', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<LoginForm validate={() => ({})} onSubmit={onSubmit} error="Invalid email or password" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.co');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('asks for its validation to be prepared on first focus and waits for an asynchronous check', async () => {
    const prepare = jest.fn();
    const onSubmit = jest.fn();
    render(<LoginForm validate={async () => ({ password: 'Password is required' })} prepare={prepare} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('E-mail'));
    expect(prepare).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
