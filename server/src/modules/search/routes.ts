import type { FastifyPluginAsync } from 'fastify';
import {
  globalSearchSchema,
  helpSearchSchema,
  industrySearchSchema,
  serviceSearchSchema,
  trackingSearchSchema,
  TRACKING_TYPO,
} from 'shared-api/schemas';
import { createTrackingLookup } from '../shipments/tracking-lookup';
import type { RateLimits } from '../../config';
import { limitRequests, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ShipmentsService } from '../shipments/service';
import type { ShareLinks } from '../shipments/share-links';
import type { SearchService } from './service';

export interface PublicSearchRoutesOptions {
  search: SearchService;
  shipments: ShipmentsService;
  shareLinks: ShareLinks;
  limiter: RateLimiter;
  limits: Pick<RateLimits, 'search' | 'tracking'>;
}

/**
 * The five public search calls of spec §7. They answer `{success, data[], total, query, message}`.
 * An unknown tracking number is a normal answer (200, success false), not an error: the site's client
 * treats any non-OK status as "server unavailable" and would answer from its sample data instead.
 */
export const publicSearchRoutes: FastifyPluginAsync<PublicSearchRoutesOptions> = async (
  instance,
  { search, shipments, shareLinks, limiter, limits },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Public search'] });
  const open = { public: true } as const;
  const searchQuota = limitRequests(limiter, 'search', limits.search);
  const lookup = createTrackingLookup(shipments, limiter, limits.tracking.misses, shareLinks);

  app.post(
    '/tracking/search',
    {
      config: open,
      schema: {
        ...doc(
          'Track a shipment by its number (any case). A trip’s parties and lorry are shown only with `pin`, the destination’s PIN code',
        ),
        body: trackingSearchSchema,
      },
      // Tighter than the searches: tracking numbers must not be cheap to enumerate.
      preHandler: limitRequests(limiter, 'tracking', limits.tracking),
    },
    async (request) => {
      const { trackingNumber, pin, key } = request.body;
      const { answer, miss } = await lookup(request, trackingNumber, pin, key);
      if (!answer) {
        const message = miss === 'typo' ? TRACKING_TYPO : 'Tracking number not found';
        return { success: false, data: [], total: 0, query: trackingNumber, message };
      }
      const message =
        miss === 'wrong-pin'
          ? 'That PIN code is not the destination’s: showing where the consignment is, not who it is for'
          : 'Tracking information found';
      return { success: true, data: [answer], total: 1, query: trackingNumber, message };
    },
  );

  app.post(
    '/help/search',
    {
      config: open,
      schema: { ...doc('Search help articles; a blank query lists them all'), body: helpSearchSchema },
      preHandler: searchQuota,
    },
    async (request) => ({ success: true, ...answer(await search.searchHelp(request.body), request.body.query) }),
  );

  app.post(
    '/services/search',
    {
      config: open,
      schema: { ...doc('Search services; a blank query lists them all'), body: serviceSearchSchema },
      preHandler: searchQuota,
    },
    async (request) => ({ success: true, ...answer(await search.searchServices(request.body), request.body.query) }),
  );

  app.post(
    '/industries/search',
    {
      config: open,
      schema: { ...doc('Search industries; a blank query lists them all'), body: industrySearchSchema },
      preHandler: searchQuota,
    },
    async (request) => ({ success: true, ...answer(await search.searchIndustries(request.body), request.body.query) }),
  );

  app.post(
    '/search/global',
    {
      config: open,
      schema: { ...doc('Search services, industries and help articles together'), body: globalSearchSchema },
      preHandler: searchQuota,
    },
    async (request) => ({ success: true, ...answer(await search.searchAll(request.body), request.body.query) }),
  );
};

function answer<T>({ items, total }: { items: T[]; total: number }, query: string) {
  return { data: items, total, query };
}
