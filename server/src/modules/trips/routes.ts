import type { FastifyPluginAsync } from 'fastify';
import {
  cancelTripSchema,
  createTripSchema,
  deliverTripSchema,
  startTripSchema,
  tripEventSchema,
  tripListQuerySchema,
  tripStatsQuerySchema,
  updateTripSchema,
} from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { TripsService } from './service';
import type { TripStatusFlow } from './status';
import type { LrPrinter } from './lr-print';
import { listEnvelope } from '../../lib/listing';
import { sendJsonData } from '../../lib/json-text';
import type { ShareLinks } from '../shipments/share-links';
import { redactForRole } from '../../access/redaction';
import { branchToEnter, branchToList, holdRecordsToBranch } from '../../access/branch-scope';
import { TRIP_NOT_FOUND } from './shape';

export interface TripsRoutesOptions {
  trips: TripsService;
  flow: TripStatusFlow;
  lr: LrPrinter;
  shareLinks: ShareLinks;
}

/** Trips, their status changes, tracking events, history and LR (admin only). */
export const tripsRoutes: FastifyPluginAsync<TripsRoutesOptions> = async (instance, { trips, flow, lr, shareLinks }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Trips'] });
  redactForRole(app);
  holdRecordsToBranch(app, trips.branchOf, TRIP_NOT_FOUND);
  app.get(
    '/',
    {
      schema: { ...doc('List trips, with the totals of every trip the filters match'), querystring: tripListQuerySchema },
    },
    async (request) => {
      const query = { ...request.query, branchId: branchToList(request, request.query.branchId) };
      const { totals, ...listed } = await trips.list(query);
      return { ...listEnvelope(listed, query.limit), totals };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        ...doc('Trips by status, freight, trips per week, busiest routes, on the road now'),
        querystring: tripStatsQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await trips.stats({ ...request.query, branchId: branchToList(request, request.query.branchId) }),
    }),
  );

  app.get('/:id', { schema: { ...doc('A trip with its tracking timeline'), params: idParamsSchema } }, async (request, reply) =>
    sendJsonData(reply, await trips.detailJson(request.params.id)),
  );

  app.post(
    '/:id/share-link',
    {
      schema: {
        ...doc('A link for the customer to follow this consignment in full on /track, without the PIN code (14 days)'),
        params: idParamsSchema,
      },
    },
    async (request) => {
      const trip = await trips.detail(request.params.id);
      return { success: true, data: shareLinks.linkFor(trip.trackingNumber) };
    },
  );

  app.get(
    '/:id/history',
    { schema: { ...doc("A trip's history: who changed what, and when"), params: idParamsSchema } },
    async (request) => ({
      success: true,
      data: await trips.history(request.params.id),
    }),
  );

  app.get(
    '/:id/lr.pdf',
    {
      schema: { ...doc("The trip's LR: a PDF with the consignor, consignee, driver and office copies"), params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, content } = await lr.print(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/',
    {
      schema: { ...doc('Book a trip: its trip no., LR no. and tracking number are given here'), body: createTripSchema },
    },
    async (request, reply) => {
      const trip = await trips.create(actorOf(request), {
        ...request.body,
        branchId: branchToEnter(request, request.body.branchId),
      });
      return reply.code(201).send({ success: true, data: trip, message: `Trip ${trip.tripNo} booked with ${trip.lrNo}` });
    },
  );

  app.put(
    '/:id',
    {
      schema: { ...doc('Change a trip (the whole trip, as the form sends it)'), params: idParamsSchema, body: updateTripSchema },
    },
    async (request) => {
      const trip = await trips.update(actorOf(request), request.params.id, request.body);
      return { success: true, data: trip, message: `Trip ${trip.tripNo} saved` };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { ...doc('Delete the latest planned trip of its session (others are cancelled instead)'), params: idParamsSchema },
    },
    async (request) => {
      const trip = await trips.remove(actorOf(request), request.params.id);
      return { success: true, data: null, message: `Trip ${trip.tripNo} deleted` };
    },
  );

  app.post(
    '/:id/start',
    {
      schema: {
        ...doc('Start a planned trip (papers and licence checked on the trip date)'),
        params: idParamsSchema,
        body: startTripSchema,
      },
    },
    async (request) => {
      const trip = await flow.start(actorOf(request), request.params.id, request.body);
      return { success: true, data: trip, message: `Trip ${trip.tripNo} is in transit` };
    },
  );

  app.post(
    '/:id/deliver',
    {
      schema: {
        ...doc('Deliver a trip in transit (end km required for own trucks)'),
        params: idParamsSchema,
        body: deliverTripSchema,
      },
    },
    async (request) => {
      const trip = await flow.deliver(actorOf(request), request.params.id, request.body);
      return { success: true, data: trip, message: `Trip ${trip.tripNo} delivered` };
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: { ...doc('Cancel a trip before delivery, with a reason'), params: idParamsSchema, body: cancelTripSchema },
    },
    async (request) => {
      const trip = await flow.cancel(actorOf(request), request.params.id, request.body);
      return { success: true, data: trip, message: `Trip ${trip.tripNo} cancelled` };
    },
  );

  app.post(
    '/:id/events',
    {
      schema: { ...doc('Add a tracking event to the trip’s public timeline'), params: idParamsSchema, body: tripEventSchema },
    },
    async (request, reply) => {
      const trip = await flow.addEvent(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true, data: trip, message: 'Tracking event added' });
    },
  );
};
