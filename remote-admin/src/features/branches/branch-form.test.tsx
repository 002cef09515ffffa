import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFieldError, fieldConflict, renderMasterForm, save, sentValues } from '../masters/form-test-helpers';
import { BranchForm, branchFormInput, type BranchFormValues } from './branch-form';

const renderForm = (initialValues?: Parameters<typeof BranchForm>[0]['initialValues']) =>
  renderMasterForm<BranchFormValues>((props) => <BranchForm initialValues={initialValues} {...props} />);

describe('the branch form', () => {
  it('sends the branch with its code in capitals, and says what a code must be', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Pune');
    await userEvent.type(screen.getByLabelText('Code'), 'p1');
    await save();
    await expectFieldError('Code', 'Code must be 2 to 5 letters, e.g. PUN');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), 'pun');
    await userEvent.type(screen.getByLabelText('Address (optional)'), 'Bhosari MIDC, Pune');
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({ name: 'Pune', code: 'PUN', address: 'Bhosari MIDC, Pune', active: true });
  });

  it('shows a code the server refuses on the code field, keeping what was typed', async () => {
    const onSubmit = renderForm(
      branchFormInput({
        id: 'b-1',
        name: 'Pune',
        code: 'PUN',
        address: null,
        phone: null,
        active: true,
        notes: null,
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-01-05T10:00:00.000Z',
      }),
    );
    onSubmit.mockRejectedValueOnce(
      fieldConflict('code', 'The code is printed in this branch’s trip and LR numbers and cannot change once trips use it'),
    );
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), 'PNQ');
    await save();
    await expectFieldError(
      'Code',
      'The code is printed in this branch’s trip and LR numbers and cannot change once trips use it',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('PNQ');
  });
});
