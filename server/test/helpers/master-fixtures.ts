// What the master-data suites (vehicles, banks, trucks, drivers) share: a server per suite with the
// admin signed in, dates relative to today in India, real small scan files, multipart uploads and
// downloads, a customer's token, the answers to unknown ids, the audit trail.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_SCAN_MAX_BYTES, financialYearOf, indianToday, SELECT_LIMIT, sessionBounds } from 'shared-api/schemas';
import { auditLog, storedFiles } from '../../src/db/schema';
import type { Backend } from './database';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './server';

export { pdfFile } from './sample-pdf';

/** What a master-data suite works with: a fresh server on one database and the admin's token. */
export interface MasterSuite {
  readonly server: TestServer;
  readonly admin: string;
  /** A JSON call under /api, as the admin. */
  call(method: string, path: string, body?: unknown): Promise<ApiResponse>;
  /** A scan sent (PUT, multipart) under /api, as the admin. */
  upload(path: string, file: UploadFile): Promise<ApiResponse>;
  /** A stored file read under /api, as the admin. */
  download(path: string): Promise<Download>;
}

/** Called inside describe(): starts the server and signs the admin in before its tests, closes it after. */
export function masterSuite(backend: Backend): MasterSuite {
  let started: { server: TestServer; admin: string } | undefined;
  before(async () => {
    const server = await startServer(backend);
    started = { server, admin: '' };
    started.admin = await server.login(ADMIN.email, ADMIN.password);
  });
  after(() => started?.server.close());
  const current = () => {
    if (!started) throw new Error('The suite starts its server in before()');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get admin() {
      return current().admin;
    },
    call: (method, path, body) => current().server.request(method, `/api${path}`, { token: current().admin, body }),
    upload: (path, file) => uploadScan(current().server, current().admin, `/api${path}`, file),
    download: (path) => downloadScan(current().server, current().admin, `/api${path}`),
  };
}

/** A well-formed id that no record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Today in India (what paper statuses are counted from) plus `days`, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date(`${indianToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * `days` before today, or the first day of today's financial year when that is later: a past date
 * the suite's server has a session for (it starts with the session of today only), on any day the suite runs.
 */
export function pastDayThisSession(days: number): string {
  const earlier = dayFromToday(-days);
  const { startsOn } = sessionBounds(financialYearOf(indianToday()));
  return earlier < startsOn ? startsOn : earlier;
}

/** The data of an answer that must be 200. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the API returned; the assertions check it
export function dataOf(res: ApiResponse): any {
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}

/** One column of a list or select answer, in the order the server gave the rows. */
export function column(res: ApiResponse, key: string): unknown[] {
  return (dataOf(res) as Record<string, unknown>[]).map((row) => row[key]);
}

export type FieldCase = readonly [rule: string, changes: Record<string, unknown>, field: string, message: string];

/**
 * Each case (`base` with its changes) is refused with 400 and exactly one field error, the rule's
 * message on its field, which is also the message the form shows.
 */
export async function assertFieldErrors(
  send: (body: unknown) => Promise<ApiResponse>,
  base: Record<string, unknown>,
  cases: readonly FieldCase[],
): Promise<void> {
  for (const [rule, changes, field, message] of cases) {
    const res = await send({ ...base, ...changes });
    assert.equal(res.status, 400, `${rule}: ${res.text}`);
    assert.deepEqual(res.body.errors, { [field]: message }, rule);
    assert.equal(res.body.message, message, rule);
  }
}

/** The named fields of each row or option, in a list per row. */
export function fields(rows: readonly Record<string, unknown>[], ...keys: string[]): unknown[][] {
  return rows.map((row) => keys.map((key) => row[key]));
}

type Option = Record<string, unknown>;

/**
 * A typeahead (`path`, a select): what it offers with no search, at most 20 (the suite has more to
 * offer); and the options matching `inactiveSearch` (inactive records), which it offers only when
 * inactive ones are asked for.
 */
export async function selectOptions(
  suite: MasterSuite,
  path: string,
  inactiveSearch: string,
): Promise<{ offered: Option[]; inactive: Option[] }> {
  const offered: Option[] = dataOf(await suite.call('GET', path));
  assert.equal(offered.length, SELECT_LIMIT, 'at most 20 options');
  const hidden = dataOf(await suite.call('GET', `${path}?search=${inactiveSearch}`));
  assert.deepEqual(hidden, [], 'inactive records are not offered unless asked for');
  const inactive: Option[] = dataOf(await suite.call('GET', `${path}?search=${inactiveSearch}&includeInactive=true`));
  return { offered, inactive };
}

/* ------------------------------------------------------------------------------------------------
 * Scan files, built byte by byte
 * ---------------------------------------------------------------------------------------------- */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG (signature, IHDR, IDAT, IEND with their CRCs): `width` × `height` pixels of one colour. */
export function pngFile(width = 4, height = 3, rgb: readonly [number, number, number] = [200, 40, 40]): Buffer {
  const header = Buffer.alloc(13); // compression, filter and interlace stay 0
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]); // filter byte 0, then pixels
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Plain text that a browser would happily send as 'application/pdf' because of its name. */
const TEXT_CLAIMING_PDF = Buffer.from('This is a plain text file renamed to scan.pdf\n');

/** A PNG padded to one byte over the scan limit (10 MB): refused for its size, not its type. */
function oversizedPng(): Buffer {
  const png = pngFile();
  return Buffer.concat([png, Buffer.alloc(DEFAULT_SCAN_MAX_BYTES + 1 - png.length)]);
}

export interface UploadFile {
  content: Buffer | string;
  name: string;
  /** What the browser claims (the server judges the content, not this). */
  type?: string;
}

/**
 * A multipart form with the file in the field `file`, as the scan and import forms send it; without
 * a token, as a stranger would.
 */
export async function sendFile(
  server: TestServer,
  token: string | null,
  method: 'POST' | 'PUT',
  path: string,
  file: UploadFile,
): Promise<ApiResponse> {
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${server.url}${path}`, {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : undefined, text };
}

/** PUT of a scan, as the paper and licence forms send it. */
export const uploadScan = (server: TestServer, token: string, path: string, file: UploadFile) =>
  sendFile(server, token, 'PUT', path, file);

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** GET of a stored file: its bytes as they arrive, with the headers. */
export async function downloadScan(server: TestServer, token: string, path: string): Promise<Download> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A scan read back: 200, served as `contentType` with nosniff, the bytes that were sent. */
export async function assertScanServed(suite: MasterSuite, path: string, bytes: Buffer, contentType: string): Promise<Download> {
  const served = await suite.download(path);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), contentType);
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(served.bytes, bytes);
  return served;
}

/**
 * Text claiming to be a PDF (415), an image over the limit (413) and a form without a file (400) are
 * refused with their messages, and the scan at `path` stays `kept`.
 */
export async function assertScanRefusals(suite: MasterSuite, path: string, kept: Buffer): Promise<void> {
  const text = await suite.upload(path, { content: TEXT_CLAIMING_PDF, name: 'scan.pdf', type: 'application/pdf' });
  assert.equal(text.status, 415, text.text);
  assert.equal(text.body.message, 'The scan must be a PDF, JPEG, PNG or WebP file; this file is none of them');
  const tooLarge = await suite.upload(path, { content: oversizedPng(), name: 'huge.png', type: 'image/png' });
  assert.equal(tooLarge.status, 413, tooLarge.text);
  assert.equal(tooLarge.body.message, 'The scan must be at most 10 MB');
  const noFile = await suite.call('PUT', path, { file: 'scan.pdf' });
  assert.equal(noFile.status, 400, noFile.text);
  assert.equal(noFile.body.message, 'Choose a PDF or image file to upload');
  assert.deepEqual((await suite.download(path)).bytes, kept, 'refused uploads leave the scan as it was');
}

/** DELETE of a scan: 200, then it is no longer served and a second DELETE answers 404 `none`. The first answer. */
export async function removeScan(suite: MasterSuite, path: string, none: string): Promise<ApiResponse> {
  const removed = await suite.call('DELETE', path);
  assert.equal(removed.status, 200, removed.text);
  assert.equal(removed.body.message, 'Scan removed');
  assert.equal((await suite.download(path)).status, 404);
  const again = await suite.call('DELETE', path);
  assert.equal(again.status, 404);
  assert.equal(again.body.message, none);
  return removed;
}

/** Whether a stored file (a scan's bytes) is still kept: a replaced or removed scan must not linger. */
export async function storedFileExists(server: TestServer, id: string): Promise<boolean> {
  const rows = await server.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, id));
  return rows.length > 0;
}

/* ------------------------------------------------------------------------------------------------
 * Who may call, and what the audit log says
 * ---------------------------------------------------------------------------------------------- */

/** Adds a customer (as the admin) and signs them in. */
export async function signInCustomer(server: TestServer, admin: string): Promise<string> {
  const email = 'customer.masters@test.example';
  const created = await server.request('POST', '/api/users', {
    token: admin,
    body: { name: 'Chetan Customer', email, password: 'Passw0rdX', role: 'customer' },
  });
  assert.equal(created.status, 201, created.text);
  return server.login(email, 'Passw0rdX');
}

export type Call = readonly [method: string, path: string, body?: unknown];

/** Each call answers 401 without a token and 403 'Admin access required' to a signed-in customer. */
export async function assertAdminOnly(server: TestServer, customer: string, calls: readonly Call[]): Promise<void> {
  for (const [method, path, body] of calls) {
    const anonymous = await server.request(method, path, { body });
    assert.equal(anonymous.status, 401, `${method} ${path} without a token: ${anonymous.text}`);
    assert.equal(anonymous.body.success, false);
    const asCustomer = await server.request(method, path, { token: customer, body });
    assert.equal(asCustomer.status, 403, `${method} ${path} as a customer: ${asCustomer.text}`);
    assert.deepEqual(asCustomer.body, { success: false, message: 'Admin access required' });
  }
}

/**
 * GET, PUT (with `change`) and DELETE of `path`/{id} answer 404 with `message` for an id no record
 * has, and 400 naming the id for one that is not an id at all.
 */
export async function assertUnknownIds(suite: MasterSuite, path: string, message: string, change: unknown): Promise<void> {
  for (const [method, body] of [
    ['GET', undefined],
    ['PUT', change],
    ['DELETE', undefined],
  ] as const) {
    const unknown = await suite.call(method, `${path}/${UNKNOWN_ID}`, body);
    assert.equal(unknown.status, 404, `${method} unknown: ${unknown.text}`);
    assert.deepEqual(unknown.body, { success: false, message });
    const malformed = await suite.call(method, `${path}/not-an-id`, body);
    assert.equal(malformed.status, 400, `${method} malformed: ${malformed.text}`);
    assert.deepEqual(malformed.body.errors, { id: 'Must be a valid id' });
  }
}

/** A scan's calls (`scan`, under /api) are for admins only, the upload of a real file included. */
export async function assertScanAdminOnly(suite: MasterSuite, customer: string, scan: string): Promise<void> {
  await assertAdminOnly(suite.server, customer, [
    ['GET', scan],
    ['PUT', scan],
    ['DELETE', scan],
  ]);
  for (const [token, status] of [
    [null, 401],
    [customer, 403],
  ] as const) {
    const upload = await sendFile(suite.server, token, 'PUT', scan, { content: pngFile(), name: 'scan.png' });
    assert.equal(upload.status, status, upload.text);
  }
}

export interface AuditEntry {
  action: string;
  actorEmail: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stored snapshots are whatever the API returned
  before: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  after: any;
}

/** The audit trail of a record just added is one entry: the admin created it, as the API answered it. */
export async function assertCreateAudited(suite: MasterSuite, action: string, record: { id: string }): Promise<void> {
  const trail = await auditTrail(suite.server, record.id);
  assert.deepEqual(
    trail.map((entry) => [entry.action, entry.actorEmail, entry.before]),
    [[action, ADMIN.email, null]],
  );
  assert.deepEqual(trail[0]!.after, record, 'the entry keeps the record as it was added');
}

/**
 * DELETE of `path` answers 200 with `message`; the record is then gone (404 `notFound`), and its
 * audit trail ends with `action` by the admin, keeping the record as it was.
 */
export async function assertDeletes(
  suite: MasterSuite,
  path: string,
  { message, notFound, action }: { message: string; notFound: string; action: string },
): Promise<void> {
  const record = dataOf(await suite.call('GET', path));
  const removed = await suite.call('DELETE', path);
  assert.equal(removed.status, 200, removed.text);
  assert.deepEqual(removed.body, { success: true, data: null, message });
  const gone = await suite.call('GET', path);
  assert.deepEqual([gone.status, gone.body], [404, { success: false, message: notFound }]);
  const last = (await auditTrail(suite.server, record.id)).at(-1)!;
  assert.deepEqual([last.action, last.actorEmail, last.before, last.after], [action, ADMIN.email, record, null]);
}

/** The audit entries about one record, oldest first. */
export async function auditTrail(server: TestServer, entityId: string): Promise<AuditEntry[]> {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt));
  return rows.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }));
}
