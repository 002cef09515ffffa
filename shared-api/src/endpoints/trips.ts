import type {
  CancelTripInput,
  CreateTripInput,
  DeliverTripInput,
  DocumentListQuery,
  DocumentType,
  StartTripInput,
  Trip,
  TripDetail,
  TripDocument,
  TripEventInput,
  TripHistoryEntry,
  TripListQuery,
  TripStats,
  TripStatsQuery,
  TripTotals,
  UpdateTripInput,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';
import { fetchWithUploadProgress, type UploadProgress } from './upload';

const one = (id: string) => `trips/${encodeURIComponent(id)}`;

/** GET /trips answers a page of trips and the totals of every trip its filters match (null beyond 10,000). */
export type TripListEnvelope = ListEnvelope<Trip> & { totals: TripTotals | null };

/** Where a trip's LR is read from: a PDF with the four copies (consignor, consignee, driver, office). */
export const tripLrPath = (id: string) => `${one(id)}/lr.pdf`;
export const documentDownloadPath = (id: string) => `documents/download/${encodeURIComponent(id)}`;

export const tripsApi = {
  list: (query: Partial<TripListQuery> = {}) =>
    http()
      .get('trips', { searchParams: searchParams(query) })
      .json<TripListEnvelope>(),
  stats: (query: TripStatsQuery = {}) =>
    http()
      .get('trips/stats', { searchParams: searchParams(query) })
      .json<Envelope<TripStats>>(),
  get: (id: string) => http().get(one(id)).json<Envelope<TripDetail>>(),
  create: (input: CreateTripInput) => http().post('trips', { json: input }).json<Envelope<TripDetail>>(),
  update: (id: string, input: UpdateTripInput) => http().put(one(id), { json: input }).json<Envelope<TripDetail>>(),
  remove: (id: string) => http().delete(one(id)).json<Envelope<null>>(),
  start: (id: string, input: StartTripInput = {}) =>
    http()
      .post(`${one(id)}/start`, { json: input })
      .json<Envelope<TripDetail>>(),
  deliver: (id: string, input: DeliverTripInput = {}) =>
    http()
      .post(`${one(id)}/deliver`, { json: input })
      .json<Envelope<TripDetail>>(),
  cancel: (id: string, input: CancelTripInput) =>
    http()
      .post(`${one(id)}/cancel`, { json: input })
      .json<Envelope<TripDetail>>(),
  addEvent: (id: string, input: TripEventInput) =>
    http()
      .post(`${one(id)}/events`, { json: input })
      .json<Envelope<TripDetail>>(),
  history: (id: string) =>
    http()
      .get(`${one(id)}/history`)
      .json<Envelope<TripHistoryEntry[]>>(),
  /** The LR as a PDF blob (an `<iframe>` or a download needs the token, so it is fetched). */
  lr: (id: string) => http().get(tripLrPath(id), { timeout: 60_000 }).blob(),
};

export const documentsApi = {
  list: (query: Partial<DocumentListQuery> = {}) =>
    http()
      .get('documents', { searchParams: searchParams(query) })
      .json<ListEnvelope<TripDocument>>(),
  forTrip: (tripId: string) =>
    http()
      .get(`documents/trip/${encodeURIComponent(tripId)}`)
      .json<Envelope<TripDocument[]>>(),
  /** PDF, JPEG, PNG or WebP, judged by content, at most 10 MB unless the server is set otherwise. A POD moves a delivered trip to POD received. */
  upload: (
    input: { tripId: string; type: DocumentType; note?: string; file: Blob; fileName?: string },
    onProgress?: UploadProgress,
  ) => {
    const body = new FormData();
    // The fields first: the server reads them before it reads the file.
    body.append('tripId', input.tripId);
    body.append('type', input.type);
    if (input.note) body.append('note', input.note);
    body.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'document'));
    return http()
      .post('documents/upload', { body, timeout: 120_000, ...(onProgress && { fetch: fetchWithUploadProgress(onProgress) }) })
      .json<Envelope<TripDocument>>();
  },
  download: (id: string) => http().get(documentDownloadPath(id), { timeout: 120_000 }).blob(),
  remove: (id: string) =>
    http()
      .delete(`documents/${encodeURIComponent(id)}`)
      .json<Envelope<null>>(),
};
