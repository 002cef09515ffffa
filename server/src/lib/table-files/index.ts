/*
 * Report tables as files to download (CSV, XLSX, PDF), streamed: the one way the back office exports
 * a list or a report. Build a TableSpec, answer with sendTable.
 */
export { writeCsv } from './csv';
export { writePdf, type PdfOptions } from './pdf';
export { exportFileName, sendTable, type SendTableOptions } from './send';
export {
  batchesOf,
  TABLE_CONTENT_TYPES,
  tableFormats,
  type CellValue,
  type ColumnKind,
  type ColumnSpec,
  type TableFormat,
  type TableRow,
  type TableSpec,
  type TotalSpec,
} from './spec';
export { writeXlsx } from './xlsx';
