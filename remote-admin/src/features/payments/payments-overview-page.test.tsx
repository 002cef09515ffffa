import { screen, within } from '@testing-library/react';
import { ledgersApi, paymentsApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import OwnerBalancesPage from './owner-balances-page';
import { COUNTS } from './payment-test-data';
import PaymentsOverviewPage from './payments-overview-page';

afterEach(() => jest.restoreAllMocks());

describe('the payment overview', () => {
  it('shows what is owed each way, each account, and the work waiting, each leading to its screen', async () => {
    jest.spyOn(paymentsApi, 'overview').mockResolvedValue({
      success: true,
      data: {
        asOf: '2026-11-26',
        receivablePaise: 10_00_000_00,
        overduePaise: 1_50_000_00,
        payableToOwnersPaise: 2_00_000_00,
        ownersDueNowPaise: 65_000_00,
        heldByDriversPaise: 12_000_00,
        owedToDriversPaise: 3_000_00,
        banks: [
          { id: 'b-1', name: 'Cash in hand', accountType: 'cash', balancePaise: 40_000_00 },
          { id: 'b-2', name: 'HDFC current', accountType: 'current', balancePaise: 7_50_000_00 },
        ],
        cashPaise: 40_000_00,
        bankPaise: 7_50_000_00,
        dueThisWeek: { count: 2, amountPaise: 80_000_00 },
        queues: COUNTS,
      },
    });
    renderScreen(<PaymentsOverviewPage />, { route: '/admin/payments' });
    const owed = await screen.findByRole('list', { name: 'Owed each way' });
    expect(
      within(owed).getByRole('link', { name: /Receivable from parties\s*₹10,00,000.00\s*₹1,50,000.00 overdue/ }),
    ).toHaveAttribute('href', '/admin/payments/receivables');
    expect(within(owed).getByText('₹3,000.00 owed to drivers')).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'Balance of each account' });
    expect(within(accounts).getByRole('link', { name: 'HDFC current' })).toHaveAttribute('href', '/admin/ledgers/bank/b-2');
    expect(within(accounts).getByText('₹7,50,000.00')).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Work waiting' });
    expect(within(waiting).getByRole('link', { name: /POD received, not billed\s*2/ })).toHaveAttribute(
      'href',
      '/admin/payments/pending?queue=unbilled',
    );
  });
});

describe("the owners' balances", () => {
  it('lists each owner with the columns that add up to the payable, and a totals row', async () => {
    const row = {
      id: 'veh-1',
      registrationNumber: 'GJ01MV1234',
      ownerName: 'Harbans Singh',
      ownerPan: 'ABCPS1234K',
      openingPayablePaise: 0,
      hirePaise: 60_000_00,
      commissionPaise: 1_000_00,
      deductionsPaise: 750_00,
      advancePaidPaise: 20_000_00,
      balancePaidPaise: 0,
      tdsPaise: 0,
      payablePaise: 38_250_00,
      trips: 1,
      podPendingTrips: 1,
    };
    const owners = jest.spyOn(ledgersApi, 'owners').mockResolvedValue({
      success: true,
      data: { from: null, to: '2026-11-26', rows: [row], totals: { ...row }, total: 1, page: 1, limit: 50 },
    });
    renderScreen(<OwnerBalancesPage />, { route: '/admin/payments/payables?search=harbans' });
    const owner = (await screen.findByRole('link', { name: 'Harbans Singh' })).closest('tr')!;
    expect(within(owner).getByText('₹38,250.00')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/admin/payments/pending?queue=pod-pending&vehicleId=veh-1',
    );
    expect(screen.getByText('Total').closest('tr')).toHaveTextContent('₹60,000.00');
    expect(owners).toHaveBeenCalledWith({ asOf: undefined, search: 'harbans', page: 1, limit: 50 });
  });
});
