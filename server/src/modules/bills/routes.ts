import type { FastifyInstance } from 'fastify';
import { billableTripsQuerySchema, billListQuerySchema, createBillSchema, creditNoteSchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { listJsonEnvelope } from '../../lib/listing';
import { sendJson } from '../../lib/json-text';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { Letterhead } from '../company/letterhead';
import { billFileName, renderBillPdf } from './pdf';
import type { BillsService } from './service';

export interface BillsRoutesOptions {
  bills: BillsService;
  /** The company as the invoice's letterhead prints it now. */
  letterhead: () => Promise<Letterhead>;
}

/** /api/bills, admin only: the list, the trips a party can be billed for, one bill and its PDF, issue, cancel by credit note. */
export async function billsRoutes(instance: FastifyInstance, { bills, letterhead }: BillsRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Freight bills'] });

  app.get('/', { schema: { ...doc('List freight bills'), querystring: billListQuerySchema } }, async (request, reply) =>
    sendJson(reply, listJsonEnvelope(await bills.list(request.query), request.query.limit)),
  );

  app.get(
    '/billable-trips',
    {
      schema: {
        ...doc("A party's POD-received trips on no bill yet, oldest LR first"),
        querystring: billableTripsQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await bills.billableTrips(request.query.billingPartyId) }),
  );

  app.get('/:id', { schema: { ...doc('Get a freight bill'), params: idParamsSchema } }, async (request) => ({
    success: true,
    data: await bills.get(request.params.id),
  }));

  app.get(
    '/:id/pdf',
    { schema: { ...doc('The freight bill as a tax invoice (PDF)'), params: idParamsSchema } },
    async (request, reply) => {
      const [bill, company] = await Promise.all([bills.get(request.params.id), letterhead()]);
      const content = await renderBillPdf({ bill, company });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${billFileName(bill.billNo)}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post('/', { schema: { ...doc('Issue a freight bill'), body: createBillSchema } }, async (request, reply) => {
    const bill = await bills.create(actorOf(request), request.body);
    return reply.code(201).send({ success: true, data: bill, message: `Bill ${bill.billNo} issued` });
  });

  app.post(
    '/:id/credit-note',
    {
      schema: {
        ...doc('Cancel a freight bill by a credit note: its trips can be billed again'),
        params: idParamsSchema,
        body: creditNoteSchema,
      },
    },
    async (request) => {
      const bill = await bills.creditNote(actorOf(request), request.params.id, request.body);
      return {
        success: true,
        data: bill,
        message: `Bill ${bill.billNo} cancelled by credit note ${bill.creditNote?.noteNo ?? ''}`,
      };
    },
  );
}
