import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyEntriesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import PaymentHistoryPage from './payment-history-page';
import { anEntry } from './payment-test-data';

afterEach(() => jest.restoreAllMocks());

const reversed = anEntry({
  id: 'entry-2',
  reference: 'OP-2627-00004',
  tdsRateBasisPoints: null,
  tdsOverrideReason: 'Lower deduction certificate',
  reversal: { at: '2026-11-21T05:00:00.000Z', by: 'u-1', reason: 'Paid twice by mistake' },
});

describe('the payment history', () => {
  it('lists every entry with who it concerns, its TDS and a reversal’s reason; one opens whole with its history', async () => {
    const list = jest.spyOn(moneyEntriesApi, 'list').mockResolvedValue({
      success: true,
      data: [anEntry(), reversed],
      total: 2,
      page: 1,
      limit: 20,
      nextCursor: null,
      prevCursor: null,
    });
    jest.spyOn(moneyEntriesApi, 'history').mockResolvedValue({
      success: true,
      data: [
        {
          id: 'a-2',
          actorId: 'u-1',
          actorEmail: 'accounts@globeroute.example',
          action: 'money_entry.reverse',
          entity: 'money_entry',
          entityId: 'entry-2',
          before: null,
          after: null,
          ip: null,
          createdAt: '2026-11-21T05:00:00.000Z',
        },
        {
          id: 'a-1',
          actorId: 'u-1',
          actorEmail: 'accounts@globeroute.example',
          action: 'money_entry.create',
          entity: 'money_entry',
          entityId: 'entry-2',
          before: null,
          after: null,
          ip: null,
          createdAt: '2026-11-20T06:30:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      limit: 50,
      nextCursor: null,
      prevCursor: null,
    });
    renderScreen(<PaymentHistoryPage />, { route: '/admin/payments/history?reversed=include' });
    const row = (await screen.findByRole('button', { name: 'OP-2627-00004' })).closest('tr')!;
    expect(within(row).getByText('Reversed')).toBeInTheDocument();
    expect(within(row).getByText('Paid twice by mistake')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Harbans Singh (GJ01MV1234)' })).toHaveAttribute(
      'href',
      '/admin/ledgers/owner/veh-1',
    );
    expect(within(row).getByText('₹390.00 (overridden)')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ reversed: 'include', sort: '-entryDate' }));

    await userEvent.click(screen.getByRole('button', { name: 'OP-2627-00004' }));
    const dialog = await screen.findByRole('dialog', { name: /OP-2627-00004/ });
    expect(within(dialog).getByText('Lower deduction certificate')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(/Reversed by accounts@globeroute.example on .*: Paid twice by mistake/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Recorded by accounts@globeroute.example on/)).toBeInTheDocument();
  });
});
