import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  balanceReportQuerySchema,
  createMoneyEntrySchema,
  driverSettlementTermsQuerySchema,
  ledgerAccountKinds,
  ownerPaymentTermsQuerySchema,
  moneyEntryListQuerySchema,
  reverseMoneyEntrySchema,
  applyOnAccountSchema,
  statementQuerySchema,
  can,
  type MoneyEntryKind,
} from 'shared-api/schemas';
import { refuseUnlessAllowed, requireAuth } from '../../plugins/auth';
import { actorOf } from '../../lib/audit';
import { listJsonEnvelope, sharedWhileRunningPerKey } from '../../lib/listing';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { LedgerReader } from '../ledger/statement';
import type { createOwnerBalances } from '../ledger/owner-balances';

type OwnerBalances = ReturnType<typeof createOwnerBalances>;
import { badRequest } from '../../lib/errors';
import { sendJson, sendJsonData } from '../../lib/json-text';
import { sendTable } from '../../lib/table-files';
import { EXPORT_MAX_ROWS, formatField, today } from '../masters/sheet-routes';
import { historyTable } from './history-sheet';
import { MONEY_ENTRY_NOT_FOUND, type MoneyEntriesService } from './service';
import { branchOfCaller, branchToList, holdRecordsToBranch } from '../../access/branch-scope';
import type { PaymentTerms } from './terms';

/**
 * What operations staff see of the money entries: the driver advances they hand out, whatever kind
 * the list asked for. Money's roles see what they asked for.
 */
function kindsShownTo(request: FastifyRequest, asked: MoneyEntryKind | undefined): MoneyEntryKind | undefined {
  if (can(requireAuth(request).user.role, 'money.read')) return asked;
  if (asked !== undefined && asked !== 'driver-advance') refuseUnlessAllowed(requireAuth(request).user.role, 'money.read');
  return 'driver-advance';
}

/** /api/money-entries (route-access.ts says who): transfers and driver advances; list, one, record, reverse. */
export async function moneyEntriesRoutes(
  instance: FastifyInstance,
  { entries, terms }: { entries: MoneyEntriesService; terms: PaymentTerms },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  holdRecordsToBranch(app, entries.branchOf, MONEY_ENTRY_NOT_FOUND);
  const doc = (summary: string) => ({ summary, tags: ['Money'] });

  app.get('/', { schema: { ...doc('List money entries'), querystring: moneyEntryListQuerySchema } }, async (request, reply) => {
    const query = {
      ...request.query,
      kind: kindsShownTo(request, request.query.kind),
      branchId: branchToList(request, request.query.branchId),
    };
    return sendJson(reply, listJsonEnvelope(await entries.list(query), query.limit));
  });

  app.get(
    '/export',
    {
      schema: {
        ...doc('Export the entries the history shows (its search, filters) as CSV or XLSX'),
        querystring: moneyEntryListQuerySchema.extend({ format: formatField }),
      },
    },
    async (request, reply) => {
      const { format, ...asked } = request.query;
      const params = { ...asked, branchId: branchToList(request, asked.branchId) };
      const rows = await entries.listAll(params, EXPORT_MAX_ROWS);
      if (rows === null) {
        throw badRequest(
          `More than ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} entries match: narrow the dates or filters and export again`,
        );
      }
      return sendTable(reply, { format, fileName: `payment-history-${today()}`, spec: historyTable(rows, params) });
    },
  );

  app.get(
    '/owner-payment-terms',
    {
      schema: {
        ...doc('What an owner payment on a trip would come to: owed, TDS under 194C, net'),
        querystring: ownerPaymentTermsQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await terms.ownerPayment(request.query) }),
  );

  app.get(
    '/driver-settlement-terms',
    {
      schema: {
        ...doc("What a driver's trip settlement would come to: previous balance, advances, expenses"),
        querystring: driverSettlementTermsQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await terms.driverSettlement(request.query) }),
  );

  app.get('/:id', { schema: { ...doc('Get a money entry'), params: idParamsSchema } }, async (request) => {
    const entry = await entries.get(request.params.id);
    if (entry.kind !== kindsShownTo(request, entry.kind)) refuseUnlessAllowed(requireAuth(request).user.role, 'money.read');
    return { success: true, data: entry };
  });

  app.post(
    '/',
    {
      schema: {
        ...doc('Record a receipt, an owner payment, a driver advance or settlement, or a transfer'),
        body: createMoneyEntrySchema,
      },
    },
    async (request, reply) => {
      if (request.body.kind !== 'driver-advance') refuseUnlessAllowed(requireAuth(request).user.role, 'money.write');
      const { entry, warnings } = await entries.create(actorOf(request), request.body, branchOfCaller(request));
      return reply.code(201).send({ success: true, data: entry, warnings, message: `${entry.reference} recorded` });
    },
  );

  app.post(
    '/:id/allocations',
    {
      schema: {
        ...doc("Set what a receipt has on account against the party's open bills"),
        params: idParamsSchema,
        body: applyOnAccountSchema,
      },
    },
    async (request) => {
      const { entry, billNos } = await entries.applyOnAccount(actorOf(request), request.params.id, request.body);
      return { success: true, data: entry, message: `${entry.reference} set against ${billNos.join(', ')}` };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Reverse a money entry: it stays in the history, its money goes back'),
        params: idParamsSchema,
        body: reverseMoneyEntrySchema,
      },
    },
    async (request) => {
      const entry = await entries.reverse(actorOf(request), request.params.id, request.body.reason);
      return { success: true, data: entry, message: `${entry.reference} reversed` };
    },
  );
}

const statementParamsSchema = z.object({
  kind: z.enum(ledgerAccountKinds, { error: "Account kind must be 'party', 'owner', 'driver' or 'bank'" }),
  id: z.uuid({ error: 'Id must be a valid id' }),
});

/** /api/ledgers/{kind}/{id}: an account's statement for a period. */
export async function ledgersRoutes(instance: FastifyInstance, { ledger }: { ledger: LedgerReader }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:kind/:id',
    {
      schema: {
        summary: "An account's statement: opening, each entry with its running balance, closing",
        tags: ['Money'],
        params: statementParamsSchema,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { from, to, page, limit } = request.query;
      if (!from && !to) {
        return sendJsonData(
          reply,
          await (page === 1 ? ledger.firstPage(kind, id, limit) : ledger.deepPage(kind, id, page, limit)),
        );
      }
      return { success: true, data: await ledger.statement(kind, id, request.query) };
    },
  );
}

/** /api/banks/balance-report: beside the banks' master calls. */
export async function bankBalanceReportRoutes(instance: FastifyInstance, { ledger }: { ledger: LedgerReader }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A report over every account: one reading for the callers who ask for the same one meanwhile.
  const reports = sharedWhileRunningPerKey<Awaited<ReturnType<LedgerReader['bankBalances']>>>();
  app.get(
    '/balance-report',
    {
      schema: {
        summary: 'Every bank and cash account: opening, receipts, payments, transfers, closing',
        tags: ['Banks'],
        querystring: balanceReportQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await reports.run(request.url, () => ledger.bankBalances(request.query)) }),
  );
}

/** /api/vehicles/balance-report: beside the vehicles' master calls. */
export async function ownerBalanceReportRoutes(
  instance: FastifyInstance,
  { ownerBalances }: { ownerBalances: OwnerBalances },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reports = sharedWhileRunningPerKey<Awaited<ReturnType<OwnerBalances['report']>>>();
  app.get(
    '/balance-report',
    {
      schema: {
        summary:
          "Every market vehicle's owner: hire, commission, deductions, advance and balance paid, TDS, payable, POD pending",
        tags: ['Vehicles'],
        querystring: balanceReportQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await reports.run(request.url, () => ownerBalances.report(request.query)) }),
  );
}
