import type { FastifyRequest } from 'fastify';
import {
  globalSearchSchema,
  helpSearchSchema,
  industrySearchSchema,
  serviceSearchSchema,
  trackingNumberField,
} from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { addressKey, describeWait, TooManyRequestsError, type RateLimiter } from '../../lib/rate-limit';
import type { ShipmentsService } from '../shipments/service';
import { createTrackingLookup } from '../shipments/tracking-lookup';
import type { ShareLinks } from '../shipments/share-links';
import {
  SEARCH_TABS,
  searchResults,
  searchTrouble,
  trackingFound,
  trackingInvalid,
  trackingNotFound,
  trackingTrouble,
  type ContentType,
  type FoundItem,
  type Html,
} from './answer-html';
import type { SearchService } from './service';

/**
 * Answers for visitors without JavaScript (issue 26). The tracking lookup (`/track?number=`,
 * `/support/track-shipment?number=`) and the search page (`/search?q=&type=`) are plain GET forms; a
 * prerendered page holds an empty `<noscript data-answer="tracking|search"></noscript>` where the answer
 * goes, and when the address asks something, the server puts the answer there. Only a browser without
 * scripts shows a noscript's content, and hydration ignores it, so the page with scripts is unchanged.
 *
 * A lookup here counts against the same per-address limits as the API call it stands for, under the
 * same key: the page is no way around them.
 */
export interface NoscriptAnswersOptions {
  search: SearchService;
  shipments: ShipmentsService;
  limiter: RateLimiter;
  limits: Pick<RateLimits, 'search' | 'tracking'>;
  /** Checks a share link's `key`, which shows a trip's consignment in full as the PIN code does. */
  shareLinks?: ShareLinks;
}

/** A prerendered page with an answer in it: one visitor's, never cached. */
export interface AnsweredPage {
  html: string;
  status: number;
  headers: Record<string, string>;
}

/** The search page lists every match, as remote-search's page does (MAX_PAGE_RESULTS). */
const MAX_SEARCH_RESULTS = 200;

export const answerSlot = (kind: 'tracking' | 'search') => `<noscript data-answer="${kind}"></noscript>`;

interface Answer {
  html: Html;
  status?: number;
  retryAfter?: number;
}

export function createNoscriptAnswers({ search, shipments, limiter, limits, shareLinks }: NoscriptAnswersOptions) {
  const lookup = createTrackingLookup(shipments, limiter, limits.tracking.misses, shareLinks);
  /** Counts one lookup against `name`'s per-address limit; the seconds to wait when over it. */
  const overLimit = (name: 'search' | 'tracking', request: FastifyRequest) =>
    limiter.hit(addressKey(name, request.ip), limits[name].perAddress);

  /** `pin` and `key` as the page's PIN form and a share link send them: they show a trip's parties and lorry. */
  async function tracking(typed: string, request: FastifyRequest, pin?: string, key?: string): Promise<Answer> {
    const checked = trackingNumberField.safeParse(typed);
    // As the API, a malformed number is refused before it is counted.
    if (!checked.success) {
      return { html: trackingInvalid(typed, checked.error.issues[0]?.message ?? 'Tracking number is not valid') };
    }
    const number = checked.data.toUpperCase();
    const wait = await overLimit('tracking', request);
    if (wait > 0) {
      return {
        html: trackingTrouble(
          `You have looked up many tracking numbers in a short time. Please try again ${describeWait(wait)}.`,
        ),
        status: 429,
        retryAfter: wait,
      };
    }
    try {
      const { answer, miss } = await lookup(request, number, pin, key);
      return { html: answer ? trackingFound(answer, { wrongPin: miss === 'wrong-pin' }) : trackingNotFound(number) };
    } catch (error) {
      if (error instanceof TooManyRequestsError) {
        return { html: trackingTrouble(error.message), status: 429, retryAfter: error.retryAfterSeconds };
      }
      request.log.error({ err: error }, 'tracking lookup for a page without JavaScript failed');
      return { html: trackingTrouble(`We could not look up ${number} just now. Please try again in a minute.`), status: 503 };
    }
  }

  async function searchPage(query: string, typeParam: string | null, request: FastifyRequest): Promise<Answer> {
    // An unknown type means all content, as on the page.
    const type: ContentType = SEARCH_TABS.find((tab) => tab.value === typeParam)?.value ?? 'all';
    const checked = globalSearchSchema.shape.query.safeParse(query);
    if (!checked.success) {
      return {
        html: searchTrouble(
          `${checked.error.issues[0]?.message ?? 'That search is not valid'}. Please shorten it and try again.`,
        ),
      };
    }
    const wait = await overLimit('search', request);
    if (wait > 0) {
      return {
        html: searchTrouble(`You have searched many times in a short time. Please try again ${describeWait(wait)}.`),
        status: 429,
        retryAfter: wait,
      };
    }
    try {
      const { items, total } = await find(checked.data, type);
      return { html: searchResults(checked.data, type, items, total) };
    } catch (error) {
      request.log.error({ err: error }, 'search for a page without JavaScript failed');
      return { html: searchTrouble('Search is not available right now. Please try again in a minute.'), status: 503 };
    }
  }

  /** The call the page makes for the tab (remote-search/src/common/search-content.ts), with its limits. */
  async function find(query: string, type: ContentType): Promise<{ items: FoundItem[]; total: number }> {
    switch (type) {
      case 'all': {
        const input = globalSearchSchema.parse({ query, contentType: 'all' });
        const { items, total } = await search.searchAll({ ...input, limit: MAX_SEARCH_RESULTS });
        return {
          items: items.map((hit) =>
            hit.type === 'help'
              ? { type: 'help', id: hit.id, title: hit.title, category: hit.category, summary: hit.content }
              : { type: hit.type, id: hit.id, title: hit.name, category: hit.category, summary: hit.description },
          ),
          total,
        };
      }
      case 'service': {
        const { items, total } = await search.searchServices(serviceSearchSchema.parse({ query }));
        return {
          items: items.map((row) => ({ type, id: row.id, title: row.name, category: row.category, summary: row.description })),
          total,
        };
      }
      case 'industry': {
        const { items, total } = await search.searchIndustries(industrySearchSchema.parse({ query }));
        return {
          items: items.map((row) => ({ type, id: row.id, title: row.name, category: row.category, summary: row.description })),
          total,
        };
      }
      case 'help': {
        const { items, total } = await search.searchHelp(helpSearchSchema.parse({ query }));
        return {
          items: items.map((row) => ({ type, id: row.id, title: row.title, category: row.category, summary: row.content })),
          total,
        };
      }
    }
  }

  /**
   * The page with its answer, when it has a slot and the address asks something; else undefined, and the
   * page is sent as it is. A blank `number` or `q` asks nothing (the page shows its empty form).
   */
  return async function answerPage(page: string, request: FastifyRequest): Promise<AnsweredPage | undefined> {
    const queryAt = request.url.indexOf('?');
    if (queryAt < 0) return undefined;
    const params = new URLSearchParams(request.url.slice(queryAt + 1));
    let kind: 'tracking' | 'search';
    let answer: Answer;
    const number = params.get('number')?.trim();
    const query = params.get('q')?.trim();
    if (number && page.includes(answerSlot('tracking'))) {
      kind = 'tracking';
      const pin = params.get('pin')?.replace(/\s/g, '').slice(0, 12) || undefined;
      const key = params.get('key')?.trim().slice(0, 200) || undefined;
      answer = await tracking(number, request, pin, key);
    } else if (query && page.includes(answerSlot('search'))) {
      kind = 'search';
      answer = await searchPage(query, params.get('type'), request);
    } else {
      return undefined;
    }
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
    return {
      // A function replacement, so `$&`-like sequences in the answer are not interpreted.
      html: page.replace(answerSlot(kind), () => `<noscript data-answer="${kind}">${answer.html.text}</noscript>`),
      status: answer.status ?? 200,
      headers,
    };
  };
}

export type AnswerPage = ReturnType<typeof createNoscriptAnswers>;
