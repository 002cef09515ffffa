import type {
  CancelTripInput,
  CreateTripInput,
  DeliverTripInput,
  DocumentListQuery,
  DocumentType,
  StartTripInput,
  TripDetail,
  TripDocument,
  TripEventInput,
  TripHistoryEntry,
  TripListItem,
  TripListQuery,
  TripStats,
  TripStatsQuery,
  TripTotals,
  UpdateTripInput,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';
import { fetchWithUploadProgress, type UploadProgress } from './upload';

const one = (id: string) => `trips/${encodeURIComponent(id)}`;

/** GET /trips answers a page of trips as the list shows them and the totals of every trip its filters match (null beyond 10,000). */
export type TripListEnvelope = ListEnvelope<TripListItem> & { totals: TripTotals | null };

/** Where a trip's LR is read from: a PDF with the four copies (consignor, consignee, driver, office). */
export const tripLrPath = (id: string) => `${one(id)}/lr.pdf`;
export const documentDownloadPath = (id: string) => `documents/download/${encodeURIComponent(id)}`;

export const tripsApi = {
  list: async (query: Partial<TripListQuery> = {}) =>
    (await http()).get('trips', { searchParams: searchParams(query) }).json<TripListEnvelope>(),
  stats: async (query: TripStatsQuery = {}) =>
    (await http()).get('trips/stats', { searchParams: searchParams(query) }).json<Envelope<TripStats>>(),
  get: async (id: string) => (await http()).get(one(id)).json<Envelope<TripDetail>>(),
  create: async (input: CreateTripInput) => (await http()).post('trips', { json: input }).json<Envelope<TripDetail>>(),
  update: async (id: string, input: UpdateTripInput) => (await http()).put(one(id), { json: input }).json<Envelope<TripDetail>>(),
  remove: async (id: string) => (await http()).delete(one(id)).json<Envelope<null>>(),
  start: async (id: string, input: StartTripInput = {}) =>
    (await http()).post(`${one(id)}/start`, { json: input }).json<Envelope<TripDetail>>(),
  deliver: async (id: string, input: DeliverTripInput = {}) =>
    (await http()).post(`${one(id)}/deliver`, { json: input }).json<Envelope<TripDetail>>(),
  cancel: async (id: string, input: CancelTripInput) =>
    (await http()).post(`${one(id)}/cancel`, { json: input }).json<Envelope<TripDetail>>(),
  addEvent: async (id: string, input: TripEventInput) =>
    (await http()).post(`${one(id)}/events`, { json: input }).json<Envelope<TripDetail>>(),
  history: async (id: string) => (await http()).get(`${one(id)}/history`).json<Envelope<TripHistoryEntry[]>>(),
  /** A link for the customer to follow the consignment in full on /track, without the PIN code. */
  shareLink: async (id: string) =>
    (await http()).post(`${one(id)}/share-link`).json<Envelope<{ url: string; expiresAt: string }>>(),
  /** The LR as a PDF blob (an `<iframe>` or a download needs the token, so it is fetched). */
  lr: async (id: string) => (await http()).get(tripLrPath(id), { timeout: 60_000 }).blob(),
};

export const documentsApi = {
  list: async (query: Partial<DocumentListQuery> = {}) =>
    (await http()).get('documents', { searchParams: searchParams(query) }).json<ListEnvelope<TripDocument>>(),
  forTrip: async (tripId: string) =>
    (await http()).get(`documents/trip/${encodeURIComponent(tripId)}`).json<Envelope<TripDocument[]>>(),
  /** PDF, JPEG, PNG or WebP, judged by content, at most 10 MB unless the server is set otherwise. A POD moves a delivered trip to POD received. */
  upload: async (
    input: { tripId: string; type: DocumentType; note?: string; file: Blob; fileName?: string },
    onProgress?: UploadProgress,
  ) => {
    const body = new FormData();
    // The fields first: the server reads them before it reads the file.
    body.append('tripId', input.tripId);
    body.append('type', input.type);
    if (input.note) body.append('note', input.note);
    body.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'document'));
    return (await http())
      .post('documents/upload', { body, timeout: 120_000, ...(onProgress && { fetch: fetchWithUploadProgress(onProgress) }) })
      .json<Envelope<TripDocument>>();
  },
  download: async (id: string) => (await http()).get(documentDownloadPath(id), { timeout: 120_000 }).blob(),
  remove: async (id: string) => (await http()).delete(`documents/${encodeURIComponent(id)}`).json<Envelope<null>>(),
};
