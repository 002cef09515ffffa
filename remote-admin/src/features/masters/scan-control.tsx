import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, type Envelope } from 'shared-api';
import { DEFAULT_SCAN_MAX_BYTES, SCAN_CONTENT_TYPES, type StoredFileInfo } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { ConfirmDialog, formatDateTime } from '../../ui';
import styles from './scan-control.module.css';

export interface ScanControlProps<Row> {
  /** 'Insurance': names the scan in buttons and messages. */
  label: string;
  scan: StoredFileInfo | null;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Envelope<Row>>;
  remove: () => Promise<Envelope<Row>>;
  fetchScan: () => Promise<Blob>;
  /** The record as the server returned it after an upload or removal. */
  onChanged: (record: Row) => void;
}

const MEGABYTES = DEFAULT_SCAN_MAX_BYTES / (1024 * 1024);
const ACCEPT = SCAN_CONTENT_TYPES.join(',');

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A paper's scan: view it, upload one, replace or remove it. The file is checked here for size and
 * kind so a wrong file is refused at once; the server judges the content again.
 */
export function ScanControl<Row>({ label, scan, upload, remove, fetchScan, onChanged }: ScanControlProps<Row>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<{ url: string; type: string } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const send = useMutation({
    mutationFn: (file: File) => upload(file, setProgress),
    onSuccess: (answer) => {
      notify.success(`${label}: scan ${scan ? 'replaced' : 'uploaded'}`);
      onChanged(answer.data);
    },
    onError: (error) =>
      notify.error(errorMessage(error, `The ${label.toLowerCase()} scan could not be uploaded. Please try again.`)),
  });
  const drop = useMutation({
    mutationFn: remove,
    onSuccess: (answer) => {
      notify.success(`${label}: scan removed`);
      setConfirmRemove(false);
      onChanged(answer.data);
    },
  });
  const view = useMutation({
    mutationFn: fetchScan,
    onSuccess: (blob) => setPreview({ url: URL.createObjectURL(blob), type: blob.type }),
    onError: (error) => notify.error(errorMessage(error, 'The scan could not be opened. Please try again.')),
  });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > DEFAULT_SCAN_MAX_BYTES) {
      notify.error(`The scan must be at most ${MEGABYTES} MB; this file is ${sizeText(file.size)}`);
      return;
    }
    if (file.type && !(SCAN_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      notify.error('The scan must be a PDF, JPEG, PNG or WebP file');
      return;
    }
    setProgress(0);
    send.mutate(file);
  };

  return (
    <div className={styles.scan}>
      {scan ? (
        <span className={styles.file} title={`Uploaded ${formatDateTime(scan.uploadedAt)}`}>
          {scan.fileName} <span className={styles.size}>({sizeText(scan.sizeBytes)})</span>
        </span>
      ) : (
        <span className={styles.none}>No scan</span>
      )}
      <div className={styles.buttons}>
        {scan && (
          <Button
            variant="secondary"
            size="small"
            busy={view.isPending}
            onClick={() => view.mutate()}
            aria-label={`View the ${label} scan`}
          >
            View
          </Button>
        )}
        <label htmlFor={inputId} className="ui-visually-hidden">
          {scan ? `Replace the ${label} scan` : `Upload a ${label} scan`}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="ui-visually-hidden"
          tabIndex={-1}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="small"
          busy={send.isPending}
          onClick={() => inputRef.current?.click()}
          aria-label={scan ? `Replace the ${label} scan` : `Upload a ${label} scan`}
        >
          {send.isPending ? `${Math.round(progress * 100)}%` : scan ? 'Replace' : 'Upload'}
        </Button>
        {scan && (
          <Button variant="ghost" size="small" onClick={() => setConfirmRemove(true)} aria-label={`Remove the ${label} scan`}>
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove the ${label.toLowerCase()} scan?`}
        confirmLabel="Remove scan"
        busy={drop.isPending}
        error={drop.isError ? errorMessage(drop.error, 'The scan could not be removed.') : undefined}
        onConfirm={() => drop.mutate()}
        onCancel={() => {
          drop.reset();
          setConfirmRemove(false);
        }}
      >
        <p>The paper&apos;s number and expiry date stay; only the scanned file is deleted.</p>
      </ConfirmDialog>
      {preview && <ScanPreview title={`${label} scan`} preview={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}

function ScanPreview({
  title,
  preview,
  onClose,
}: {
  title: string;
  preview: { url: string; type: string };
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.preview}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.previewHead}>
        <h2 id={titleId}>{title}</h2>
        <a href={preview.url} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
        <Button size="small" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {preview.type === 'application/pdf' ? (
        <iframe title={title} src={preview.url} className={styles.frame} />
      ) : (
        <img src={preview.url} alt={title} className={styles.image} />
      )}
    </dialog>
  );
}
