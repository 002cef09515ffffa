import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ledgersApi, sessionsApi } from 'shared-api/back-office';
import type { FinancialSession, Statement, StatementLine } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import LedgerPage from './ledger-page';

const PARTY_ID = '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e01';
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

function line(overrides: Partial<StatementLine>): StatementLine {
  return {
    id: 'l1',
    postedOn: '2026-11-20',
    reference: 'FB/2627/00001',
    narration: 'Freight bill FB/2627/00001',
    source: 'bill',
    sourceId: 'b1',
    debitPaise: 10_000_00,
    creditPaise: 0,
    balancePaise: 11_000_00,
    reversal: false,
    ...overrides,
  };
}

function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    account: { kind: 'party', id: PARTY_ID, name: 'Kumar Textiles' },
    from: null,
    to: null,
    openingPaise: 1_000_00,
    lines: [
      line({}),
      line({
        id: 'l2',
        reference: 'RC-2627-00001',
        narration: 'Received against FB/2627/00001',
        source: 'receipt',
        sourceId: 'r1',
        debitPaise: 0,
        creditPaise: 12_000_00,
        balancePaise: -1_000_00,
      }),
    ],
    total: 2,
    page: 1,
    limit: 100,
    debitPaise: 10_000_00,
    creditPaise: 12_000_00,
    closingPaise: -1_000_00,
    ...overrides,
  };
}

beforeEach(() => {
  jest.spyOn(sessionsApi, 'list').mockResolvedValue({
    success: true,
    data: [SESSION],
    total: 1,
    page: 1,
    limit: 100,
    nextCursor: null,
    prevCursor: null,
  });
});
afterEach(() => jest.restoreAllMocks());

const open = (route = `/admin/ledgers/party/${PARTY_ID}`) =>
  renderScreen(<LedgerPage />, { route, path: '/admin/ledgers/:kind/:id' });

describe('an account’s statement', () => {
  it('shows the opening, each line with its running balance as Dr or Cr, the closing, and links to the documents', async () => {
    const statement = jest.spyOn(ledgersApi, 'statement').mockResolvedValue({ success: true, data: aStatement() });
    open();
    expect(await screen.findByRole('heading', { name: 'Ledger: Kumar Textiles' })).toBeInTheDocument();
    expect(statement).toHaveBeenCalledWith('party', PARTY_ID, { from: undefined, to: undefined, page: 1, limit: 100 });
    const figures = screen.getByRole('list', { name: 'Figures for the period' });
    expect(within(figures).getByText('₹1,000.00 Dr')).toBeInTheDocument();
    expect(within(figures).getAllByText('₹1,000.00 Cr')).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Ledger of Kumar Textiles' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('₹11,000.00 Dr')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₹1,000.00 Cr')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'FB/2627/00001' })).toHaveAttribute('href', '/admin/bills/b1');
    expect(within(table).getByRole('link', { name: 'RC-2627-00001' })).toHaveAttribute(
      'href',
      '/admin/payments/history?search=RC-2627-00001',
    );
    expect(screen.getByRole('link', { name: 'Record receipt' })).toHaveAttribute(
      'href',
      `/admin/payments/receipts/new?party=${PARTY_ID}`,
    );
  });

  it('takes a session as the period, and pages by 100', async () => {
    const statement = jest.spyOn(ledgersApi, 'statement').mockResolvedValue({ success: true, data: aStatement({ total: 250 }) });
    const view = open();
    await screen.findByRole('heading', { name: 'Ledger: Kumar Textiles' });
    await userEvent.selectOptions(await screen.findByLabelText('Session'), SESSION.id);
    await waitFor(() =>
      expect(statement).toHaveBeenLastCalledWith('party', PARTY_ID, {
        from: '2026-04-01',
        to: '2027-03-31',
        page: 1,
        limit: 100,
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(view.location().search).toContain('page=2'));
    await waitFor(() => expect(statement).toHaveBeenLastCalledWith('party', PARTY_ID, expect.objectContaining({ page: 2 })));
  });

  it('says so for a kind of account that has no ledger', () => {
    open(`/admin/ledgers/planet/${PARTY_ID}`);
    expect(screen.getByText(/There is no such ledger/)).toBeInTheDocument();
  });
});
