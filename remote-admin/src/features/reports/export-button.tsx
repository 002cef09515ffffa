import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type DownloadedFile, type DownloadProgress } from 'shared-api';
import { Button, notify } from 'shared-ui';
import { saveFile } from '../../ui';
import styles from './reports.module.css';

export interface ExportButtonProps {
  /** The button's text, e.g. 'PDF' or 'Tally export'. */
  label: string;
  /** Its name for screen readers when the text alone is not enough ('Export the profit and loss as PDF'); holds the text. */
  name?: string;
  /** What the file is, for screen readers and the messages: 'the profit and loss as PDF'. */
  what: string;
  download: (onProgress: DownloadProgress) => Promise<DownloadedFile>;
  /** Why there is nothing to export yet (an unfinished period), if so. */
  disabled?: boolean;
}

/**
 * Downloads one report file in the background: the button says it is busy and how far the file has
 * come, while the rest of the screen stays usable; a failure is a toast, like every other.
 */
export function ExportButton({ label, name, what, download, disabled = false }: ExportButtonProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      setProgress(null);
      setSaved(null);
      return download(setProgress);
    },
    onSuccess: (file) => {
      saveFile(file);
      setSaved(file.fileName);
    },
    onError: (error) => notify.error(errorMessage(error, `Could not download ${what}. Please try again.`)),
  });
  const busy = mutation.isPending;

  return (
    <span className={styles.export}>
      <Button
        variant="secondary"
        size="small"
        busy={busy}
        disabled={disabled}
        aria-label={name}
        onClick={() => mutation.mutate()}
      >
        {label}
      </Button>
      {busy && (
        // Without a known size the bar has no value: the browser shows it as "still working".
        <progress
          className={styles.progress}
          aria-label={`Downloading ${what}`}
          max={1}
          {...(progress !== null && { value: progress })}
        />
      )}
      <span className="ui-visually-hidden" role="status">
        {busy ? `Preparing ${what}…` : saved ? `Downloaded ${saved}` : ''}
      </span>
    </span>
  );
}
