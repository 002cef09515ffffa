import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage, type DownloadedFile, type Envelope } from 'shared-api';
import { IMPORT_MAX_ROWS, type ImportResult, type ImportRow, type SheetFormat } from 'shared-api/schemas';
import { Alert, Button, notify } from 'shared-ui';
import { formatCount } from '../format';
import { saveFile } from './save-file';
import styles from './import-dialog.module.css';

export interface ImportApi {
  importTemplate: (format: SheetFormat) => Promise<DownloadedFile>;
  importFile: (
    file: Blob,
    mode: 'preview' | 'commit',
    onProgress?: (fraction: number) => void,
  ) => Promise<Envelope<ImportResult>>;
}

export interface ImportDialogProps {
  open: boolean;
  /** 'billing parties', for the title and messages. */
  plural: string;
  /** First element of the list's query keys, refreshed after an import. */
  resource: string;
  api: ImportApi;
  onClose: () => void;
}

type RowFilter = 'all' | 'errors' | 'valid';
const PAGE = 50;
const ROW_ERROR_KEY = '_row';

const hasErrors = (row: ImportRow) => Object.keys(row.errors).length > 0;

/**
 * Upload a spreadsheet laid out like the template, see every row with its field errors, import the
 * valid rows in one go, and read what happened. Nothing is written until Import is pressed.
 */
export function ImportDialog({ open, plural, resource, api, onClose }: ImportDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fileId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);

  const preview = useMutation({
    mutationFn: (chosen: File) => api.importFile(chosen, 'preview', setProgress),
    onSuccess: (answer) => {
      setFilter(answer.data.invalid > 0 ? 'errors' : 'all');
      setPage(1);
    },
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => api.importFile(chosen, 'commit', setProgress),
    onSuccess: (answer) => {
      notify.success(answer.message ?? `${plural} imported`);
      void queryClient.invalidateQueries({ queryKey: [resource] });
      setFilter('all');
      setPage(1);
    },
  });

  const reset = () => {
    setFile(null);
    setProgress(0);
    preview.reset();
    commit.reset();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const busy = preview.isPending || commit.isPending;
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    preview.mutate(chosen);
  };

  const template = useMutation({
    mutationFn: (format: SheetFormat) => api.importTemplate(format),
    onSuccess: saveFile,
    onError: (error) => notify.error(errorMessage(error, 'The template could not be downloaded. Please try again.')),
  });

  const done = commit.data?.data;
  const result = done ?? preview.data?.data;
  const rows = useMemo(() => {
    if (!result) return [];
    if (filter === 'errors') return result.rows.filter(hasErrors);
    if (filter === 'valid') return result.rows.filter((row) => !hasErrors(row));
    return result.rows;
  }, [result, filter]);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((page - 1) * PAGE, page * PAGE);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Import {plural}
        </h2>
        <Button variant="ghost" size="small" onClick={close} disabled={busy} aria-label="Close">
          ✕
        </Button>
      </div>

      {!done && (
        <div className={styles.intro}>
          <p>
            Fill in the template, one row per record (at most {formatCount(IMPORT_MAX_ROWS)} rows), and upload it as Excel (.xlsx)
            or CSV. You will see every row checked before anything is saved.
          </p>
          <div className={styles.templates}>
            <span>Template:</span>
            <Button variant="secondary" size="small" onClick={() => template.mutate('xlsx')} busy={template.isPending}>
              Excel (.xlsx)
            </Button>
            <Button variant="secondary" size="small" onClick={() => template.mutate('csv')} busy={template.isPending}>
              CSV
            </Button>
          </div>
          <div className={styles.file}>
            <label htmlFor={fileId}>Spreadsheet to import</label>
            <input
              id={fileId}
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </div>
        </div>
      )}

      {busy && (
        <p className={styles.status} role="status">
          {progress < 1 ? `Uploading ${file?.name ?? 'the file'}… ${Math.round(progress * 100)}%` : 'Checking every row…'}
        </p>
      )}
      {preview.isError && (
        <Alert tone="error">{errorMessage(preview.error, 'The file could not be checked. Please try again.')}</Alert>
      )}
      {commit.isError && <Alert tone="error">{errorMessage(commit.error, 'The import failed; nothing was saved.')}</Alert>}

      {result && (
        <div className={styles.result}>
          {done ? (
            <Alert tone="info">{commit.data?.message}</Alert>
          ) : (
            <p className={styles.summary} role="status">
              <strong>
                {formatCount(result.valid)} of {formatCount(result.total)} rows
              </strong>{' '}
              can be imported.
              {result.invalid > 0 &&
                ` ${formatCount(result.invalid)} row${result.invalid === 1 ? ' has' : 's have'} errors and will be skipped: correct ${result.invalid === 1 ? 'it' : 'them'} in the file and upload it again, or import the others now.`}
            </p>
          )}
          {result.ignoredHeaders.length > 0 && !done && (
            <p className={styles.note}>Not imported (no such column in the template): {result.ignoredHeaders.join(', ')}.</p>
          )}
          {done && result.rows.length > 0 && <p className={styles.note}>The rows skipped, with what was wrong:</p>}

          {!done && (
            <div className={styles.filters} role="group" aria-label="Rows to show">
              {(
                [
                  ['all', `All rows (${formatCount(result.total)})`],
                  ['errors', `With errors (${formatCount(result.invalid)})`],
                  ['valid', `Ready (${formatCount(result.valid)})`],
                ] as const
              ).map(([value, label]) => (
                <Button
                  key={value}
                  size="small"
                  variant={filter === value ? 'primary' : 'secondary'}
                  aria-pressed={filter === value}
                  onClick={() => {
                    setFilter(value);
                    setPage(1);
                  }}
                >
                  {label}
                </Button>
              ))}
            </div>
          )}

          {shown.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="ui-visually-hidden">Rows of {file?.name ?? 'the file'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Check</th>
                    {result.columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.line} className={hasErrors(row) ? styles.bad : undefined} data-testid={`import-row-${row.line}`}>
                      <th scope="row">{row.line}</th>
                      <td>
                        {hasErrors(row) ? (
                          <span className={styles.badText}>{row.errors[ROW_ERROR_KEY] ?? 'Errors'}</span>
                        ) : (
                          <span className={styles.okText}>Ready</span>
                        )}
                      </td>
                      {result.columns.map((column) => {
                        const error = row.errors[column.key];
                        return (
                          <td key={column.key} className={error ? styles.cellError : undefined}>
                            <span className={styles.cell}>{row.cells[column.key] || '—'}</span>
                            {error && <span className={styles.error}>{error}</span>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pageCount > 1 && (
            <div className={styles.pager}>
              <Button size="small" variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pageCount}
              </span>
              <Button size="small" variant="secondary" disabled={page === pageCount} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          )}
        </div>
      )}

      <div className={styles.actions}>
        {done ? (
          <>
            <Button variant="secondary" onClick={reset}>
              Import another file
            </Button>
            <Button onClick={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              onClick={() => file && commit.mutate(file)}
              disabled={!result || result.valid === 0 || preview.isPending}
              busy={commit.isPending}
            >
              {result && result.valid > 0 ? `Import ${formatCount(result.valid)} row${result.valid === 1 ? '' : 's'}` : 'Import'}
            </Button>
          </>
        )}
      </div>
    </dialog>
  );
}
