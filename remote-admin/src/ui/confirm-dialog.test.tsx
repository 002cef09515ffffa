import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

function DeleteButton({ onConfirm, busy = false, error }: { onConfirm: () => void; busy?: boolean; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Asha
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this user?"
        confirmLabel="Delete user"
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>Asha Rao will no longer be able to sign in.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks before acting, with focus on Cancel so Enter does not confirm', async () => {
    const onConfirm = jest.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveAccessibleDescription('Asha Rao will no longer be able to sign in.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel and on Escape without acting', async () => {
    const onConfirm = jest.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    act(() => void screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(await screen.findByRole('button', { name: 'Delete Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open with disabled buttons while the action runs, and shows its error', async () => {
    render(<DeleteButton onConfirm={jest.fn()} busy error="You cannot delete your own account" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot delete your own account');
  });
});
