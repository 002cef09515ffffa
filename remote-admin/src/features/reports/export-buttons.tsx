import type { DownloadedFile, DownloadProgress } from 'shared-api';
import { reportFormats, type ReportFormat } from 'shared-api/schemas';
import { ExportButton } from './export-button';
import styles from './reports.module.css';

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** A report's files: CSV, Excel and PDF, each downloading on its own. */
export function ExportButtons({
  what,
  download,
  disabled,
}: {
  /** 'the profit and loss': completed with ' as PDF' for each button. */
  what: string;
  download: (format: ReportFormat, onProgress: DownloadProgress) => Promise<DownloadedFile>;
  disabled: boolean;
}) {
  return (
    <div className={styles.exports} role="group" aria-label="Export">
      {reportFormats.map((format) => (
        <ExportButton
          key={format}
          label={FORMAT_LABELS[format]}
          name={`Export ${what} as ${FORMAT_LABELS[format]}`}
          what={`${what} as ${FORMAT_LABELS[format]}`}
          disabled={disabled}
          download={(onProgress) => download(format, onProgress)}
        />
      ))}
    </div>
  );
}
