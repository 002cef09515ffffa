import { serveStream } from '../worker-stream/serve';
import type { TableRow } from './spec';
import type { WorkerJob } from './worker-protocol';

/*
 * A table file written on a thread of its own (in-worker.ts starts it): the XLSX's cells and zip and
 * the PDF's layout take seconds of CPU for a long report, which on the request thread would hold every
 * other request — health checks, tracking, the public pages — behind it. Each writer is imported only
 * when its format is asked for: exceljs and pdfkit are 35 MB and most of a second each to load.
 */

serveStream<WorkerJob, readonly TableRow[]>(async (job, rows, out) => {
  const spec = { ...job.spec, rows };
  if (job.format === 'csv') return (await import('./csv')).writeCsv(spec, out);
  if (job.format === 'xlsx') return (await import('./xlsx')).writeXlsx(spec, out);
  const { writePdf } = await import('./pdf');
  const pdf = job.pdf!;
  // A Buffer arrives as a plain Uint8Array.
  const logoPng = pdf.company.logoPng ? Buffer.from(pdf.company.logoPng) : pdf.company.logoPng;
  return writePdf(spec, out, { ...pdf, company: { ...pdf.company, logoPng } });
});
