import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionsApi } from 'shared-api/back-office';
import type { FinancialSession } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import SessionsPage from './sessions-page';

const SESSION: FinancialSession = {
  id: 's-2627',
  name: '2026-27',
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  status: 'open',
  active: true,
  gstRegime: 'reverse-charge',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

function openSessions() {
  jest.spyOn(sessionsApi, 'list').mockResolvedValue({
    success: true,
    data: [SESSION],
    total: 1,
    page: 1,
    limit: 20,
    nextCursor: null,
    prevCursor: null,
  });
  return renderScreen(<SessionsPage />, { route: '/admin/sessions', path: '/admin/sessions' });
}

afterEach(() => jest.restoreAllMocks());

describe("a session's GST regime", () => {
  it('is chosen per year in the list', async () => {
    const update = jest
      .spyOn(sessionsApi, 'update')
      .mockResolvedValue({ success: true, data: { ...SESSION, gstRegime: 'forward-5' }, message: 'Session 2026-27 updated' });
    openSessions();
    const regime = await screen.findByRole('combobox', { name: 'GST on freight bills of 2026-27' });
    expect(regime).toHaveValue('reverse-charge');
    await userEvent.selectOptions(regime, 'forward-5');
    await waitFor(() => expect(update).toHaveBeenCalledWith(SESSION.id, { gstRegime: 'forward-5' }));
  });

  it('is asked for with a new session, reverse charge unless chosen otherwise', async () => {
    const create = jest.spyOn(sessionsApi, 'create').mockResolvedValue({
      success: true,
      data: { ...SESSION, id: 's-2728', name: '2027-28' },
      message: 'Session 2027-28 added',
    });
    openSessions();
    const field = await screen.findByLabelText('GST on freight bills');
    expect(field).toHaveValue('reverse-charge');
    await userEvent.selectOptions(field, 'forward-itc');
    await userEvent.click(screen.getByRole('button', { name: 'Add session' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ gstRegime: 'forward-itc' })));
  });
});
