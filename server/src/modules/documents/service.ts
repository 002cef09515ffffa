import { and, asc, desc, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  documentTypeLabels,
  type DocumentType,
  type TripDocument,
  type TripStatus,
  type documentListQuerySchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { tripDocuments, trips, type TripDocumentRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import { keptCountNamed, searchInSortIndex, searchTextFilter, selectPage } from '../../lib/listing';
import { pageByNumber, readPreparedPage, type PreparedList } from '../../lib/prepared-list';
import { deleteFile, loadFile, saveFile } from '../files/stored-files';
import type { ScanUpload } from '../files/scan-upload';
import { TRIP_NOT_FOUND, tripDetailOf } from '../trips/shape';
import { withoutEvents, type TripsService } from '../trips/service';
import { tripReferenceMatch, tripReferenceOf, tripTextMatch } from '../trips/text-match';

/*
 * Files filed with trips. The bytes are stored files (in the database); a POD uploaded to a delivered
 * trip moves it to POD received, in the same transaction, so the status never says more than the files.
 */

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Statuses a trip reaches only with a POD filed: its last POD stays while it has one of them. */
const PROVEN_BY_POD: readonly TripStatus[] = ['pod_received', 'billed', 'settled'];

/** The query, and the branch a user of one branch is held to (their trips' documents alone). */
type ListDocumentsParams = z.output<typeof documentListQuerySchema> & { branchId?: string | undefined };

const sorts = { uploadedAt: tripDocuments.createdAt, fileName: tripDocuments.fileName } as const;

/** Trips a search may name (their numbers find their documents): more than a person scrolls through. */
const SEARCH_TRIPS = 100;

/** The filters a page is read for by a prepared statement: their plans do not depend on their values. */
const PREPARED_FILTERS = ['type', 'from', 'to'] as const;
/** …and a search that is a trip's reference typed whole (text-match.ts): that trip's files, by its unique numbers. */
type PreparedFilter = (typeof PREPARED_FILTERS)[number] | 'tripReference';

/** The start of a day in India, where the office works, as a moment. */
const uploadedFrom = (day: unknown) => sql`(${day}::date)::timestamp at time zone 'Asia/Kolkata'`;

/** Documents with their trip's numbers, and whatever else `fields` adds. */
function withTripNumbers<Extra extends Record<string, SQL>>(reader: Pick<Db, 'select'>, extra: Extra) {
  return reader
    .select({ ...extra, document: tripDocuments, tripNo: trips.tripNo, lrNo: trips.lrNo })
    .from(tripDocuments)
    .innerJoin(trips, eq(trips.id, tripDocuments.tripId));
}
type WithTripNumbers = Awaited<ReturnType<typeof withTripNumbers<Record<never, never>>>>[number];

/*
 * The list's first page and its pages by cursor, whole or by type or upload dates, in one statement
 * prepared per shape (lib/prepared-list.ts), the trips' numbers joined in: read as a page and then its
 * trips' numbers, a call sent two statements, and each round trip cost the server more than the
 * page's query. A trip's reference typed whole is read so too (it names one trip, whose few files any plan
 * finds by the trip's index); any other search, a trip's documents and pages by number stay on the
 * statements built for them.
 */
const preparedDocuments: PreparedList<PreparedFilter> = {
  name: 'documents_page',
  table: tripDocuments,
  related: (reader, fields) => withTripNumbers(reader, fields).$dynamic(),
  filters: {
    type: (value) => eq(tripDocuments.type, value as DocumentType),
    from: (value) => sql`${tripDocuments.createdAt} >= ${uploadedFrom(value)}`,
    to: (value) => sql`${tripDocuments.createdAt} < ${uploadedFrom(value)} + interval '1 day'`,
    tripReference: (value) =>
      sql`${tripDocuments.tripId} in (select ${trips.id} from ${trips} where ${tripReferenceMatch(value as string | Placeholder)})`,
  },
  kept: (present, value) => {
    if (present.length === 0) return keptCountNamed('trip_documents');
    return present.length === 1 && present[0] === 'type'
      ? keptCountNamed(sql`'trip_documents ' || ${value('type')}::text`)
      : undefined;
  },
};

const readsPrepared = (params: ListDocumentsParams) =>
  (!params.search || tripReferenceOf(params.search) !== undefined) && !params.tripId && !params.branchId && !pageByNumber(params);

type TripNumbers = { tripNo: string; lrNo: string };

/**
 * A document's trip's numbers, read with each row in a page's own statement (a search's page): a second
 * statement for them cost a round trip, and on this machine each costs the server more than the lookups.
 */
const tripNumbers = {
  tripNo: sql<string>`(select ${trips.tripNo} from ${trips} where ${trips.id} = ${tripDocuments.tripId})`,
  lrNo: sql<string>`(select ${trips.lrNo} from ${trips} where ${trips.id} = ${tripDocuments.tripId})`,
};

function toDocument(row: TripDocumentRow, trip: TripNumbers | undefined): TripDocument {
  return {
    id: row.id,
    tripId: row.tripId,
    tripNo: trip?.tripNo ?? '',
    lrNo: trip?.lrNo ?? '',
    type: row.type,
    typeLabel: documentTypeLabels[row.type],
    note: row.note,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedByEmail,
    uploadedAt: row.createdAt.toISOString(),
  };
}

export function createDocumentsService(db: Db, tripsService: TripsService) {
  async function toDocuments(reader: Pick<Db, 'select'>, rows: TripDocumentRow[]): Promise<TripDocument[]> {
    if (rows.length === 0) return [];
    const numbers = await reader
      .select({ id: trips.id, tripNo: trips.tripNo, lrNo: trips.lrNo })
      .from(trips)
      .where(inArray(trips.id, [...new Set(rows.map((row) => row.tripId))]));
    const byTrip = new Map(numbers.map((row) => [row.id, row]));
    return rows.map((row) => toDocument(row, byTrip.get(row.tripId)));
  }

  // The trip's page opens with it: one prepared statement answers both "is there such a trip" and its files.
  const documentsOfTrip = db
    .select({ tripNo: trips.tripNo, lrNo: trips.lrNo, document: tripDocuments })
    .from(trips)
    .leftJoin(tripDocuments, eq(tripDocuments.tripId, trips.id))
    .where(eq(trips.id, sql.placeholder('tripId')))
    .orderBy(asc(tripDocuments.createdAt), asc(tripDocuments.id))
    .prepare('documents_of_trip');

  /**
   * A file's name or note, or the numbers of its trip. The trips are looked up first, so the planner
   * knows how many ids it is given (as with a trip's own search and its parties). A trip's reference
   * typed whole finds that trip's documents, as it finds the trip in the trips list (text-match.ts):
   * matched against the files' own text it read the trigram index's lists for 'lr', '262', '000' …,
   * which every document's name and trip share, on every call; a part of the number still finds
   * every file whose name or trip carries it.
   */
  async function searchFilter(text: string): Promise<{ where: SQL; ownTextAlone: boolean }> {
    const matching = await db
      .select({ id: trips.id })
      .from(trips)
      .where(tripTextMatch(text))
      .orderBy(desc(trips.tripDate), desc(trips.id))
      .limit(SEARCH_TRIPS);
    const ofTrips =
      matching.length === 0
        ? undefined
        : inArray(
            tripDocuments.tripId,
            matching.map((trip) => trip.id),
          );
    if (tripReferenceOf(text)) return { where: ofTrips ?? sql`false`, ownTextAlone: false };
    const ownText = searchTextFilter(tripDocuments.searchText, text)!;
    return ofTrips ? { where: or(ownText, ofTrips)!, ownTextAlone: false } : { where: ownText, ownTextAlone: true };
  }

  async function findRow(reader: Pick<Db, 'select'>, id: string): Promise<TripDocumentRow> {
    const [row] = await reader.select().from(tripDocuments).where(eq(tripDocuments.id, id)).limit(1);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  }

  return {
    /** The branch of a document's trip (null: outside any branch); undefined when there is no such document. */
    async branchOf(id: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ branchId: trips.branchId })
        .from(tripDocuments)
        .innerJoin(trips, eq(trips.id, tripDocuments.tripId))
        .where(eq(tripDocuments.id, id))
        .limit(1);
      return row?.branchId;
    },

    async list(params: ListDocumentsParams) {
      const keys = sortKeys(params.sort, sorts, [tripDocuments.id]);
      if (readsPrepared(params)) {
        const values: Partial<Record<PreparedFilter, unknown>> = {
          ...Object.fromEntries(PREPARED_FILTERS.map((name) => [name, params[name]])),
          tripReference: params.search ? tripReferenceOf(params.search) : undefined,
        };
        const { rows, ...page } = await readPreparedPage<PreparedFilter, WithTripNumbers>(
          db,
          preparedDocuments,
          keys,
          params,
          values,
          {
            key: 'all',
            where: undefined,
          },
        );
        return {
          items: rows.map((row) => toDocument(row.document, row)),
          ...page,
        };
      }
      const search = params.search ? await searchFilter(params.search) : undefined;
      const filters = [
        params.tripId ? eq(tripDocuments.tripId, params.tripId) : undefined,
        params.branchId
          ? sql`${tripDocuments.tripId} in (select ${trips.id} from ${trips} where ${trips.branchId} = ${params.branchId})`
          : undefined,
        ...PREPARED_FILTERS.map((name) => (params[name] ? preparedDocuments.filters[name](params[name]) : undefined)),
      ];
      const where: SQL | undefined = and(search?.where, ...filters);
      // Each type's count is kept by the database (migration 0036): exact on every page.
      const byTypeAlone = params.type && !params.search && !params.tripId && !params.branchId && !params.from && !params.to;
      const kept = byTypeAlone ? keptCountNamed(`trip_documents ${params.type}`) : undefined;
      // A search that names no trip reads its page from the upload-date index, which holds the files' text
      // (migration 0030), and a common word's first page walks it (lib/common-search.ts).
      const searchIn = search?.ownTextAlone
        ? searchInSortIndex(tripDocuments.searchText, params.sort, 'uploadedAt', filters)
        : undefined;
      const { rows, ...page } = await selectPage(db, tripDocuments, where, keys, params, {
        kept,
        searchIn,
        reads: tripNumbers,
      });
      return { items: rows.map((row) => toDocument(row, row)), ...page };
    },

    async forTrip(tripId: string): Promise<TripDocument[]> {
      const rows = await documentsOfTrip.execute({ tripId });
      if (rows.length === 0) throw notFound(TRIP_NOT_FOUND);
      return rows.flatMap((row) => (row.document ? [toDocument(row.document, row)] : []));
    },

    /** Files a document with a trip; a POD moves a delivered trip to POD received. */
    async upload(
      actor: Actor,
      input: { tripId: string; type: DocumentType; note: string | null },
      upload: ScanUpload,
    ): Promise<TripDocument> {
      const filed = await db.transaction(async (tx) => {
        const trip = await tripsService.findRow(tx, input.tripId, true);
        if (input.type === 'pod' && (trip.status === 'planned' || trip.status === 'in_transit' || trip.status === 'cancelled')) {
          const message =
            trip.status === 'cancelled'
              ? `${trip.tripNo} is cancelled: it has no delivery to prove`
              : `${trip.tripNo} is not delivered yet: deliver it first, then upload its POD`;
          throw conflict(message, { type: message });
        }
        const file = await saveFile(tx, {
          fileName: upload.fileName,
          contentType: upload.contentType,
          content: upload.content,
          uploadedBy: actor.id,
        });
        const [row] = await tx
          .insert(tripDocuments)
          .values({
            tripId: trip.id,
            type: input.type,
            note: input.note,
            fileId: file.id,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            uploadedBy: actor.id,
            uploadedByEmail: actor.email,
          })
          .returning();
        const [document] = await toDocuments(tx, [row!]);
        await recordAudit(tx, actor, {
          action: 'trip.document_add',
          entity: 'trip',
          entityId: trip.id,
          before: null,
          after: document,
        });
        if (input.type === 'pod' && trip.status === 'delivered') {
          const before = await tripDetailOf(tx, trip.id);
          await tx.update(trips).set({ status: 'pod_received', podReceivedAt: new Date() }).where(eq(trips.id, trip.id));
          const after = await tripDetailOf(tx, trip.id);
          await recordAudit(tx, actor, {
            action: 'trip.pod',
            entity: 'trip',
            entityId: trip.id,
            before: withoutEvents(before),
            after: withoutEvents(after),
          });
        }
        return document!;
      });
      return filed;
    },

    async file(id: string) {
      const row = await findRow(db, id);
      const file = await loadFile(db, row.fileId);
      if (!file) throw notFound(DOCUMENT_NOT_FOUND);
      return file;
    },

    /**
     * Deletes a document. A POD that moved its trip to POD received stays while it is the trip's only
     * POD: the status would otherwise claim a proof that is gone.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findRow(tx, id);
        const trip = await tripsService.findRow(tx, row.tripId, true);
        if (row.type === 'pod' && PROVEN_BY_POD.includes(trip.status)) {
          const [pods] = await tx
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(tripDocuments)
            .where(and(eq(tripDocuments.tripId, trip.id), eq(tripDocuments.type, 'pod')));
          if ((pods?.total ?? 0) <= 1) {
            throw conflict(
              `This is the only POD of ${trip.tripNo}, which is marked POD received: upload the right one before deleting this`,
            );
          }
        }
        const [document] = await toDocuments(tx, [row]);
        await tx.delete(tripDocuments).where(eq(tripDocuments.id, id));
        await deleteFile(tx, row.fileId);
        await recordAudit(tx, actor, {
          action: 'trip.document_remove',
          entity: 'trip',
          entityId: trip.id,
          before: document,
          after: null,
        });
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
