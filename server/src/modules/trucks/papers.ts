import { and, eq, inArray, min, sql } from 'drizzle-orm';
import {
  daysBetween,
  paperStatusOf,
  truckPaperKinds,
  worstPaperStatus,
  type PaperInput,
  type TruckPaper,
  type TruckPaperKind,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { storedFiles, truckPapers, trucks } from '../../db/schema';
import { fileInfoColumns, toFileInfo, type FileInfoRow } from '../files/stored-files';
import type { Executor } from '../masters/crud';

/* A truck's papers: one row per kind once anything about it is recorded. */

export interface PaperRow {
  truckId: string;
  kind: TruckPaperKind;
  number: string | null;
  expiresOn: string | null;
  scan: FileInfoRow | null;
}

/** The papers of these trucks, with their scans' details (never the bytes). */
export async function papersOf(executor: Pick<Db, 'select'>, truckIds: string[]): Promise<Map<string, PaperRow[]>> {
  const byTruck = new Map<string, PaperRow[]>(truckIds.map((id) => [id, []]));
  if (truckIds.length === 0) return byTruck;
  const rows = await executor
    .select({
      truckId: truckPapers.truckId,
      kind: truckPapers.kind,
      number: truckPapers.number,
      expiresOn: truckPapers.expiresOn,
      scan: fileInfoColumns,
    })
    .from(truckPapers)
    .leftJoin(storedFiles, eq(storedFiles.id, truckPapers.scanId))
    .where(inArray(truckPapers.truckId, truckIds));
  for (const row of rows) byTruck.get(row.truckId)?.push({ ...row, scan: row.scan?.id ? row.scan : null });
  return byTruck;
}

/**
 * A truck's papers with their scans' details, as one JSON value in the statement that reads the truck.
 * The truck's id is written with its table: drizzle writes a one-table select's columns bare, and a
 * bare "id" here would be the scan's.
 */
export const papersJson = sql<PaperJson[] | string>`(select coalesce(json_agg(json_build_object(
    'kind', p.kind, 'number', p.number, 'expiresOn', p.expires_on,
    'scan', case when f.id is null then null else json_build_object(
      'id', f.id, 'fileName', f.file_name, 'contentType', f.content_type, 'sizeBytes', f.size_bytes, 'createdAt', f.created_at) end)), '[]'::json)
  from ${truckPapers} p left join ${storedFiles} f on f.id = p.scan_id where p.truck_id = ${trucks}.${sql.identifier(trucks.id.name)})`;

type PaperJson = Omit<PaperRow, 'truckId' | 'scan'> & { scan: (Omit<FileInfoRow, 'createdAt'> & { createdAt: string }) | null };

/** papersJson's value as papersOf reads the rows. */
export function papersOfJson(truckId: string, json: PaperJson[] | string): PaperRow[] {
  const papers = typeof json === 'string' ? (JSON.parse(json) as PaperJson[]) : json;
  return papers.map((paper) => ({
    ...paper,
    truckId,
    scan: paper.scan && { ...paper.scan, createdAt: new Date(paper.scan.createdAt) },
  }));
}

/** Every kind in order, recorded or not, with its status on `today`. */
export function toTruckPapers(rows: PaperRow[], today: string): TruckPaper[] {
  return truckPaperKinds.map((kind) => {
    const row = rows.find((paper) => paper.kind === kind);
    const expiresOn = row?.expiresOn ?? null;
    return {
      kind,
      number: row?.number ?? null,
      expiresOn,
      status: paperStatusOf(expiresOn, today),
      daysLeft: expiresOn ? daysBetween(today, expiresOn) : null,
      scan: row?.scan ? toFileInfo(row.scan) : null,
    };
  });
}

export const papersStatusOf = (papers: TruckPaper[]) => worstPaperStatus(papers.map((paper) => paper.status));

/** Keeps trucks.next_expiry_on (what the list sorts and filters on) equal to its papers' earliest expiry. */
export async function refreshNextExpiry(executor: Executor, truckId: string): Promise<void> {
  const earliest = executor
    .select({ value: min(truckPapers.expiresOn) })
    .from(truckPapers)
    .where(eq(truckPapers.truckId, truckId));
  await executor
    .update(trucks)
    .set({ nextExpiryOn: sql`(${earliest})` })
    .where(eq(trucks.id, truckId));
}

/** Records the papers a form sent (kinds not sent keep what they have); a paper left with nothing is removed. */
export async function writePapers(
  executor: Executor,
  truckId: string,
  papers: Partial<Record<TruckPaperKind, PaperInput | undefined>> | undefined,
): Promise<void> {
  if (!papers) return;
  for (const kind of truckPaperKinds) {
    const paper = papers[kind];
    if (!paper) continue;
    const number = (paper.number as string | null | undefined) ?? null;
    const expiresOn = (paper.expiresOn as string | null | undefined) ?? null;
    await executor
      .insert(truckPapers)
      .values({ truckId, kind, number, expiresOn })
      .onConflictDoUpdate({ target: [truckPapers.truckId, truckPapers.kind], set: { number, expiresOn } });
    await executor
      .delete(truckPapers)
      .where(
        and(
          eq(truckPapers.truckId, truckId),
          eq(truckPapers.kind, kind),
          sql`${truckPapers.number} is null and ${truckPapers.expiresOn} is null and ${truckPapers.scanId} is null`,
        ),
      );
  }
  await refreshNextExpiry(executor, truckId);
}

/** The papers of many new trucks at once (an import); then each truck's earliest expiry. */
export async function writePapersMany(
  executor: Executor,
  entries: { truckId: string; papers: Partial<Record<TruckPaperKind, PaperInput | undefined>> | undefined }[],
): Promise<void> {
  const rows = entries.flatMap(({ truckId, papers }) =>
    truckPaperKinds.flatMap((kind) => {
      const paper = papers?.[kind];
      const number = (paper?.number as string | null | undefined) ?? null;
      const expiresOn = (paper?.expiresOn as string | null | undefined) ?? null;
      return number === null && expiresOn === null ? [] : [{ truckId, kind, number, expiresOn }];
    }),
  );
  if (rows.length > 0) await executor.insert(truckPapers).values(rows);
  const ids = entries.map((entry) => entry.truckId);
  if (ids.length === 0) return;
  await executor
    .update(trucks)
    .set({
      nextExpiryOn: sql`(select min(${truckPapers.expiresOn}) from ${truckPapers} where ${truckPapers.truckId} = ${trucks.id})`,
    })
    .where(inArray(trucks.id, ids));
}
