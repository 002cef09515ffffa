import type { FastifyRequest } from 'fastify';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit';
import { describeWait } from '../../lib/rate-limit';
import type { ShipmentsService, TrackingAnswer, TrackingMiss } from './service';
import type { ShareLinks } from './share-links';

/** Thrown inside the guarded attempt so the limiter keeps a miss's count; caught right outside it. */
class Missed extends Error {
  constructor(readonly result: { answer: TrackingAnswer | null; miss: TrackingMiss }) {
    super(result.miss);
  }
}

/**
 * The public lookup with its second limit: beside the per-address quota every lookup uses, a run of
 * misses (no such number, a typo, a wrong PIN) from one address blocks it for longer each time
 * (lib/rate-limit.ts `escalate`), so walking numbers or PINs soon stops paying. A lookup that finds
 * what it asked for gives its count back.
 */
export function createTrackingLookup(
  shipments: ShipmentsService,
  limiter: RateLimiter,
  misses: LimitRule,
  shareLinks?: ShareLinks,
) {
  /** `pin` (the destination's PIN code) or `key` (a share link's) shows a trip's parties and lorry. */
  return async function lookup(
    request: FastifyRequest,
    number: string,
    pin?: string,
    key?: string,
  ): Promise<{ answer: TrackingAnswer | null; miss?: TrackingMiss }> {
    const shareKeyHolds = key && shareLinks ? (stored: string) => shareLinks.holds(stored, key) : undefined;
    try {
      return await limiter.guardAttempt(
        [
          {
            key: `tracking-misses:${request.ip}`,
            rule: misses,
            forgetOnSuccess: false,
            message: (seconds) =>
              `Too many tracking numbers or PIN codes from your address matched nothing. Please try again ${describeWait(seconds)}.`,
          },
        ],
        (error) => error instanceof Missed,
        async () => {
          const result = await shipments.track(number, pin, shareKeyHolds);
          if (result.miss) throw new Missed({ answer: result.answer, miss: result.miss });
          return result;
        },
      );
    } catch (error) {
      if (error instanceof Missed) return error.result;
      throw error;
    }
  };
}

export type TrackingLookup = ReturnType<typeof createTrackingLookup>;
