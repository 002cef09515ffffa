import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { readSheet, type SheetFormat } from '../../lib/spreadsheets/read-sheet';
import { SHEET_CONTENT_TYPES, writeSheetOffThread, type SheetContent } from '../../lib/spreadsheets/write-sheet';
import { readSingleFile } from '../../lib/uploads';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ListParams, MasterCrud } from './crud';
import { checkImport, MissingColumnsError, type ImportPlan } from './sheet-import';
import { XLSX_FORMATS, xlsxValue, type MasterColumn } from './sheet-columns';

/** An import is at most this many rows, and its file at most this size. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** An export is at most this many rows; narrower filters export more. */
export const EXPORT_MAX_ROWS = 100_000;

const SHEET_UPLOAD_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 100,
};

const UPLOAD_MESSAGES = {
  missing: 'Choose a CSV or Excel (.xlsx) file to import',
  tooLarge: `The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`,
  extraParts: 'Send only the file to import',
  unreadable: 'The upload could not be read; please try again',
};

export const formatField = z.enum(['csv', 'xlsx'], { error: "Format must be 'csv' or 'xlsx'" }).default('xlsx');
const templateQuery = z.object({ format: formatField });
const importQuery = z.object({
  mode: z.enum(['preview', 'commit'], { error: "Mode must be 'preview' or 'commit'" }).default('preview'),
});

export interface SheetRoutesOptions<Api, Create, Params extends ListParams> {
  tag: string;
  singular: string;
  plural: string;
  /** 'billing-parties': the start of the files' names. */
  fileStem: string;
  /** The worksheet's name, e.g. 'Billing parties'. */
  sheetName: string;
  columns: readonly MasterColumn<Api>[];
  crud: Pick<MasterCrud<Api, unknown, Create, unknown, Params>, 'listAll' | 'createMany' | 'importUnique'>;
  /** The list call's query schema: an export takes the same search, filters and sort. */
  listSchema: z.ZodObject;
  /** The add form's schema; without it the records export only (banks). */
  importSchema?: z.ZodType<Create>;
}

export const today = () => new Date().toISOString().slice(0, 10);

type MasterCell = ReturnType<MasterColumn<unknown>['value']>;

/** A list's or a template's sheet: each row's cells as the columns' `value` gives them. */
interface MasterSheet<Api> extends Omit<SheetContent, 'columns' | 'rows'> {
  columns: readonly MasterColumn<Api>[];
  rows: Iterable<readonly MasterCell[]>;
}

/** Each row typed as it is written, so an export of many rows is not held twice. */
function* xlsxRows<Api>(columns: readonly MasterColumn<Api>[], rows: Iterable<readonly MasterCell[]>) {
  for (const row of rows) yield row.map((cell, index) => xlsxValue(columns[index]?.kind, cell));
}

/** The CSV (every cell text, as `value` gives it) or the XLSX (cells typed by their column's kind). */
async function writeMasterSheet<Api>(format: SheetFormat, { columns, rows, ...content }: MasterSheet<Api>): Promise<Buffer> {
  return writeSheetOffThread(format, {
    ...content,
    columns: columns.map(({ header, width, kind, wrap }) => ({ header, width, wrap, numFmt: kind && XLSX_FORMATS[kind] })),
    rows: format === 'csv' ? rows : xlsxRows(columns, rows),
  });
}

export async function sendSheet(reply: FastifyReply, format: SheetFormat, fileName: string, content: Buffer) {
  return reply
    .header('Content-Type', SHEET_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${fileName}.${format}"`)
    .send(content);
}

/**
 * A master list's spreadsheet calls, admin only: GET /export (what the list shows, as CSV or XLSX),
 * and when the records can be imported GET /import-template and POST /import?mode=preview|commit
 * (multipart field `file`).
 */
export async function registerSheetRoutes<Api, Create, Params extends ListParams>(
  instance: FastifyInstance,
  options: SheetRoutesOptions<Api, Create, Params>,
): Promise<void> {
  // The scan routes of trucks and drivers may have registered multipart already; each read sets its own limits.
  if (!instance.hasRequestDecorator('parts')) await instance.register(multipart, { limits: SHEET_UPLOAD_LIMITS });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: [options.tag] });
  const { columns, crud, plural } = options;

  app.get(
    '/export',
    {
      schema: {
        ...doc(`Export the ${plural} a list shows (its search, filters and sort) as CSV or XLSX`),
        querystring: options.listSchema.extend({ format: formatField }),
      },
    },
    async (request, reply) => {
      const { format, ...params } = request.query as unknown as Params & { format: SheetFormat };
      const records = await crud.listAll(params as unknown as Params, EXPORT_MAX_ROWS);
      if (records === null) {
        throw badRequest(
          `More than ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} ${plural} match: narrow the search or filters and export again`,
        );
      }
      const content = await writeMasterSheet(format, {
        name: options.sheetName,
        columns,
        rows: records.map((record) => columns.map((column) => column.value(record))),
      });
      return sendSheet(reply, format, `${options.fileStem}-${today()}`, content);
    },
  );

  if (!options.importSchema) return;
  const importable = columns.filter((column) => column.path);
  const plan: ImportPlan<Api, Create> = { columns, schema: options.importSchema, unique: crud.importUnique };

  app.get(
    '/import-template',
    { schema: { ...doc(`The template to import ${plural} from (CSV or XLSX)`), querystring: templateQuery } },
    async (request, reply) => {
      const { format } = request.query;
      const content = await writeMasterSheet(format, {
        name: options.sheetName,
        // Dates typed into a Text column reach the import as typed and are read DD/MM/YYYY, whatever
        // the locale of the computer they are typed on (a date column would read 03/04 as 4 March in en-US).
        columns: importable.map((column) => (column.kind === 'date' ? { ...column, kind: 'text' as const } : column)),
        rows: [],
        notes: {
          name: 'How to fill',
          // Wide enough for every header and example; the notes wrap.
          columns: [
            { header: 'Column', width: Math.max(12, ...importable.map((column) => column.header.length + 2)) },
            { header: 'Required', width: 11 },
            { header: 'Example', width: Math.max(12, ...importable.map((column) => (column.example?.length ?? 0) + 2)) },
            { header: 'Notes', width: 60, wrap: true },
          ],
          rows: [
            ...importable.map((column) => [column.header, column.required ? 'Yes' : '', column.example ?? '', column.hint ?? '']),
            [],
            ['One row per record under the header row. Leave a cell blank when you do not know it.'],
            [`At most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows per file. Dates as YYYY-MM-DD or DD/MM/YYYY.`],
          ],
        },
      });
      return sendSheet(reply, format, `${options.fileStem}-template`, content);
    },
  );

  app.post(
    '/import',
    {
      schema: {
        ...doc(
          `Import ${plural} from a CSV or XLSX file laid out like the template (multipart field \`file\`, at most ${IMPORT_MAX_ROWS} rows): ` +
            'mode=preview checks every row and writes nothing; mode=commit adds the valid rows in one transaction',
        ),
        querystring: importQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { content } = await readSingleFile(request, 'file', UPLOAD_MESSAGES, SHEET_UPLOAD_LIMITS);
      const sheet = await readSheet(content, { maxRows: IMPORT_MAX_ROWS });
      if (sheet.rows.length === 0) throw badRequest('The file has no rows under its header row');
      let checked;
      try {
        checked = await checkImport(plan, sheet);
      } catch (error) {
        if (error instanceof MissingColumnsError) throw badRequest(error.message);
        throw error;
      }
      const valid = checked.rows.filter((row) => row.input !== undefined);
      const invalid = checked.rows.filter((row) => row.input === undefined);
      const rowOut = ({ line, cells, errors }: (typeof checked.rows)[number]) => ({ line, cells, errors });
      const summary = {
        columns: importable.filter((column) => checked.columns.includes(column.key)).map(({ key, header }) => ({ key, header })),
        ignoredHeaders: checked.ignoredHeaders,
        total: checked.rows.length,
        valid: valid.length,
        invalid: invalid.length,
      };

      if (request.query.mode === 'preview') {
        return {
          success: true,
          data: { ...summary, rows: checked.rows.map(rowOut) },
          message: `${valid.length} of ${checked.rows.length} rows can be imported`,
        };
      }
      if (valid.length === 0) {
        throw new AppError(400, 'No row can be imported: correct the rows shown and upload the file again');
      }
      const imported = await crud.createMany(
        actorOf(request),
        valid.map((row) => row.input!),
      );
      const skipped = invalid.length > 0 ? `; ${invalid.length} row${invalid.length === 1 ? '' : 's'} with errors skipped` : '';
      return {
        success: true,
        data: { ...summary, imported, rows: invalid.map(rowOut) },
        message: `${imported} ${imported === 1 ? options.singular : plural} imported${skipped}`,
      };
    },
  );
}
