/** What the public search endpoints answer (spec §7), plus where the data came from. */
export interface PublicSearchResponse<T> {
  success: boolean;
  data: T[];
  total: number;
  query: string;
  message?: string;
  /** 'sample' when the server could not be reached and the built-in sample data answered instead. */
  source: 'server' | 'sample';
}

export type ServiceType = 'freight' | 'transport' | 'storage' | 'specialized' | 'fulfillment';

export interface Service {
  id: string;
  name: string;
  description: string;
  type: ServiceType;
  category: string;
}

export interface Industry {
  id: string;
  name: string;
  description: string;
  category: string;
}

export interface HelpArticle {
  id: string;
  title: string;
  category: string;
  content: string;
  tags: string[];
}

/**
 * A service inside mixed search results. Its own `type` (freight, transport…) would clash with the
 * result's `type: 'service'`, so the service's kind travels as `serviceType` here.
 */
export type ServiceSearchResult = Omit<Service, 'type'> & { type: 'service'; serviceType?: ServiceType };
export type IndustrySearchResult = Industry & { type: 'industry' };
export type HelpSearchResult = HelpArticle & { type: 'help' };
export type SearchResult = ServiceSearchResult | IndustrySearchResult | HelpSearchResult;

/** The `contentType` of a global search; also the value of the search page's `type` query param. */
export type SearchContentType = 'all' | 'service' | 'industry' | 'help';

export interface HelpSearchFilters {
  category?: string;
}

export interface TrackingUpdate {
  date: string;
  time: string;
  status: string;
  location: string;
  description: string;
}

export interface TrackingResult {
  trackingNumber: string;
  status: string;
  origin: string;
  destination: string;
  estimatedDelivery: string;
  currentLocation: string;
  /** Percent of the journey done, 0–100. */
  progress: number;
  updates: TrackingUpdate[];
  /**
   * A trip's consignment: 'hidden' when its parties and lorry were left out (no PIN code, or not the
   * destination's), 'shown' when the destination's PIN code came with the number.
   */
  details?: 'hidden' | 'shown';
  /** With details shown: who receives the consignment. */
  consignee?: string;
}
