import type { FastifyPluginAsync } from 'fastify';
import { adminSearchQuerySchema, expiringPapersQuerySchema, indianToday } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { expiringPapers } from '../expiry/due-papers';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import type { AdminNotificationsService } from './notifications';
import type { AdminSearch } from './search';
import { branchOfCaller } from '../../access/branch-scope';

export interface AdminRoutesOptions {
  db: Db;
  search: AdminSearch;
  notifications: AdminNotificationsService;
}

/** The back office's sidebar search and notification bell: admin-only, checked on each call. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (instance, { db, search, notifications }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Back office'] });

  app.get(
    '/search',
    {
      schema: {
        ...doc('Search users, quotes, messages and the master records (up to `limit` of each, with the total of each)'),
        querystring: adminSearchQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await search.search(request.query.q, request.query.limit, requireAuth(request).user.role, branchOfCaller(request)),
    }),
  );

  app.get(
    '/expiring-papers',
    {
      schema: {
        ...doc('Truck papers and driving licences expired or expiring within 30 days, soonest first'),
        querystring: expiringPapersQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await expiringPapers(db, indianToday(), request.query.limit) }),
  );

  app.get(
    '/notifications',
    { schema: doc('The newest new quote requests and messages and papers due, with the unread count') },
    async (request) => ({ success: true, data: await notifications.list(requireAuth(request).user.id) }),
  );

  app.post(
    '/notifications/seen',
    { schema: doc('Mark every notification so far as read for the signed-in admin') },
    async (request) => {
      await notifications.markSeen(requireAuth(request).user.id);
      return { success: true, data: { unread: 0 } };
    },
  );
};
