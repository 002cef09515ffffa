import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { receivablesApi } from 'shared-api/back-office';
import { BALANCE_PAGE_SIZE, type PartyBalanceReport, type PartyBalanceRow } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import ReceivablesPage from './receivables-page';

const ROW: PartyBalanceRow = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e01',
  name: 'Kumar Textiles',
  openingPaise: 1_000_00,
  billedPaise: 10_700_00,
  receivedPaise: 3_000_00,
  tdsPaise: 100_00,
  creditNotesPaise: 700_00,
  closingPaise: 7_900_00,
  onAccountPaise: 500_00,
  ageing: { upTo30: 1_000_00, upTo60: 2_000_00, upTo90: 3_000_00, over90: 1_400_00 },
};

const REPORT: PartyBalanceReport = {
  from: null,
  to: '2026-11-26',
  rows: [ROW],
  total: 1,
  page: 1,
  limit: 50,
  totals: {
    openingPaise: ROW.openingPaise,
    billedPaise: ROW.billedPaise,
    receivedPaise: ROW.receivedPaise,
    tdsPaise: ROW.tdsPaise,
    creditNotesPaise: ROW.creditNotesPaise,
    closingPaise: ROW.closingPaise,
    onAccountPaise: ROW.onAccountPaise,
    ageing: ROW.ageing,
  },
};

afterEach(() => jest.restoreAllMocks());

describe('the receivables report', () => {
  it('shows each party’s figures and ageing with a totals row, and leads to its ledger and a receipt', async () => {
    jest.spyOn(receivablesApi, 'report').mockResolvedValue({ success: true, data: REPORT });
    renderScreen(<ReceivablesPage />, { route: '/admin/payments/receivables' });
    const table = await screen.findByRole('table', { name: 'Balances of the billing parties' });
    const [header, party, totals] = within(table).getAllByRole('row');
    expect(within(header!).getByText('90+ days')).toBeInTheDocument();
    expect(within(party!).getByRole('link', { name: 'Kumar Textiles' })).toHaveAttribute(
      'href',
      `/admin/ledgers/party/${ROW.id}`,
    );
    expect(within(party!).getByText('₹7,900.00 Dr')).toBeInTheDocument();
    expect(within(party!).getByText('₹1,400.00')).toBeInTheDocument();
    expect(within(party!).getByRole('link', { name: 'Record receipt from Kumar Textiles' })).toHaveAttribute(
      'href',
      `/admin/payments/receipts/new?party=${ROW.id}`,
    );
    expect(within(totals!).getByText('Total')).toBeInTheDocument();
    expect(within(totals!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 billing party')).toBeInTheDocument();
  });

  it('asks again for the day and the search typed', async () => {
    const report = jest.spyOn(receivablesApi, 'report').mockResolvedValue({ success: true, data: REPORT });
    const view = renderScreen(<ReceivablesPage />, { route: '/admin/payments/receivables' });
    await screen.findByRole('table', { name: 'Balances of the billing parties' });
    await userEvent.type(screen.getByLabelText('As of'), '2026-09-30');
    await userEvent.type(screen.getByLabelText('Search parties'), 'kumar');
    await waitFor(() =>
      expect(report).toHaveBeenLastCalledWith({ asOf: '2026-09-30', search: 'kumar', page: 1, limit: BALANCE_PAGE_SIZE }),
    );
    expect(view.location().search).toContain('asOf=2026-09-30');
  });

  it('pages through many parties, its totals counting all of them', async () => {
    const many: PartyBalanceReport = { ...REPORT, total: 120, limit: BALANCE_PAGE_SIZE };
    const report = jest.spyOn(receivablesApi, 'report').mockResolvedValue({ success: true, data: many });
    const view = renderScreen(<ReceivablesPage />, { route: '/admin/payments/receivables?search=kumar' });
    const table = await screen.findByRole('table', { name: 'Balances of the billing parties' });
    expect(within(table).getByText('Total of all 120')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–50 of 120 billing parties')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(report).toHaveBeenLastCalledWith({ search: 'kumar', page: 2, limit: BALANCE_PAGE_SIZE }));
    expect(view.location().search).toContain('page=2');
    // A new search starts again from the first page.
    await userEvent.type(screen.getByLabelText('Search parties'), 'a');
    await waitFor(() => expect(report).toHaveBeenLastCalledWith({ search: 'kumara', page: 1, limit: BALANCE_PAGE_SIZE }));
  });
});
