import type { FastifyPluginAsync } from 'fastify';
import { shipmentListQuerySchema } from 'shared-api/schemas';
import { requireAuth } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ShipmentsService } from './service';

export interface ShipmentsRoutesOptions {
  shipments: ShipmentsService;
}

export const shipmentsRoutes: FastifyPluginAsync<ShipmentsRoutesOptions> = async (instance, { shipments }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/mine',
    {
      schema: {
        summary: "List the signed-in customer's shipments, newest first",
        tags: ['Shipments'],
        querystring: shipmentListQuerySchema,
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await shipments.listForCustomer(requireAuth(request).user.id, query);
      return { success: true, data: items, total, page: query.page, limit: query.limit };
    },
  );
};
