import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import type { RecordFormProps } from '../../ui';

/*
 * Component tests of the master records' forms (trucks, drivers, vehicles, banks): each form is
 * rendered as its add or edit page renders it, with a typed stand-in for the API call behind Save.
 */

export const SAVE_FAILURE = 'It could not be saved. Please try again.';

/** Renders `form` with a router and a query cache; returns the mock Save calls, which resolves unless told otherwise. */
export function renderMasterForm<Values>(form: (props: RecordFormProps<Values>) => ReactElement) {
  const onSubmit = jest.fn<Promise<void>, [Values]>(async () => undefined);
  renderScreen(form({ submitLabel: 'Save', failure: SAVE_FAILURE, cancelTo: '/admin', onSubmit }));
  return onSubmit;
}

export const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The values Save sent, once it has been called (exactly once). */
export async function sentValues<Values>(onSubmit: jest.Mock<Promise<void>, [Values]>): Promise<Values> {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
}

/** The server's 409 naming one field (a number already taken), as ky raises it. */
export function fieldConflict(field: string, message: string) {
  return rejection(409, { success: false, message, errors: { [field]: message } });
}

/** Waits until the field labelled `label` announces `message` (its error, after any hint). */
export async function expectFieldError(label: string, message: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
}

/** Types an opening balance in rupees and, when given, picks its side. */
export async function typeOpeningBalance(amount: string, side?: 'Dr (owed to us)' | 'Cr (we owe)') {
  const field = screen.getByLabelText('Opening balance (₹)');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  if (side) await userEvent.selectOptions(screen.getByLabelText('Dr / Cr'), side);
}
