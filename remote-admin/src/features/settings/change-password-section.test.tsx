import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileApi } from 'shared-api/back-office';
import { formatDateTime } from '../../ui';
import { PASSWORD_INFO, rejection, renderSettings } from './settings-test-data';

afterEach(() => jest.restoreAllMocks());

async function passwordSection() {
  return within(await screen.findByRole('region', { name: 'Your password' }));
}

async function fill(section: Awaited<ReturnType<typeof passwordSection>>, current: string, next: string, confirm: string) {
  await userEvent.type(section.getByLabelText('Current password'), current);
  await userEvent.type(section.getByLabelText('New password'), next);
  await userEvent.type(section.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
}

describe('Change password section', () => {
  it('tells when the password was last changed, how many other devices are signed in, and the rules', async () => {
    renderSettings();
    const section = await passwordSection();
    expect(
      await section.findByText(`Last changed on ${formatDateTime(PASSWORD_INFO.lastChangedAt)} (12 days ago).`),
    ).toBeInTheDocument();
    expect(section.getByText('You are also signed in on 2 other devices.')).toBeInTheDocument();
    expect(section.getByText(/signs you out on every other device/)).toBeInTheDocument();
    expect(section.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit.',
    );
  });

  it('refuses a confirmation that does not match, and sends nothing', async () => {
    renderSettings();
    const change = jest.spyOn(profileApi, 'changePassword');
    const section = await passwordSection();
    await fill(section, 'Current123', 'Brandnew2026', 'Brandnew2027');

    expect(await section.findByText('Passwords do not match')).toBeInTheDocument();
    expect(section.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses a weak new password with the shared rule', async () => {
    renderSettings();
    const change = jest.spyOn(profileApi, 'changePassword');
    const section = await passwordSection();
    await fill(section, 'Current123', 'onlyletters', 'onlyletters');
    expect(await section.findByText('Password must contain at least one digit')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    const { spies } = renderSettings();
    jest.spyOn(profileApi, 'changePassword').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Current password is incorrect',
        errors: { currentPassword: 'Current password is incorrect' },
      }),
    );
    const section = await passwordSection();
    await fill(section, 'Wrong1234', 'Brandnew2026', 'Brandnew2026');

    const current = section.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(section.getByLabelText('New password')).toHaveValue('Brandnew2026');
    expect(section.getAllByText('Current password is incorrect')).toHaveLength(1);
    expect(spies.success).not.toHaveBeenCalled();
  });

  it('changes the password: sends current and new only, toasts, empties the fields and reloads the facts', async () => {
    const { spies } = renderSettings();
    const change = jest
      .spyOn(profileApi, 'changePassword')
      .mockResolvedValue({ success: true, data: null, message: 'Password changed successfully!' });
    const section = await passwordSection();
    await section.findByText('You are also signed in on 2 other devices.');
    spies.currentPassword.mockResolvedValue({
      success: true,
      data: { ...PASSWORD_INFO, lastChangedAt: new Date().toISOString(), ageDays: 0, otherActiveSessions: 0 },
    });
    await fill(section, 'Current123', 'Brandnew2026', 'Brandnew2026');

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Password changed successfully!'));
    expect(change).toHaveBeenCalledWith({ currentPassword: 'Current123', newPassword: 'Brandnew2026' });
    expect(section.getByLabelText('Current password')).toHaveValue('');
    expect(section.getByLabelText('New password')).toHaveValue('');
    expect(section.getByLabelText('Confirm new password')).toHaveValue('');
    expect(await section.findByText('You are not signed in on any other device.')).toBeInTheDocument();
    expect(section.getByText(/\(today\)/)).toBeInTheDocument();
  });

  it("shows 'Password change failed' when the server says nothing more, and its message when it does", async () => {
    renderSettings();
    jest
      .spyOn(profileApi, 'changePassword')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(
        rejection(429, { success: false, message: 'Too many wrong current passwords, please try again in 15 minutes' }),
      );
    const section = await passwordSection();
    await fill(section, 'Current123', 'Brandnew2026', 'Brandnew2026');
    expect(await section.findByRole('alert')).toHaveTextContent('Password change failed');

    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Too many wrong current passwords, please try again in 15 minutes',
    );
  });
});
