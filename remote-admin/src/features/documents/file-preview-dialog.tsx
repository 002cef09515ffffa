import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from 'shared-ui';
import { ModalDialog } from '../../ui';
import styles from './documents.module.css';

export interface FilePreviewDialogProps {
  title: string;
  /** The file's bytes, fetched with the admin's token (an <img> or <iframe> could not send it). */
  blob: Blob;
  fileName: string;
  /** Offers Print (for the LR). */
  printable?: boolean;
  onClose: () => void;
}

/** A PDF or an image shown from memory, with Download and Open in a new tab; the memory is freed on close. */
export function FilePreviewDialog({ title, blob, fileName, printable = false, onClose }: FilePreviewDialogProps) {
  const [url, setUrl] = useState<string>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const pdf = blob.type === 'application/pdf';

  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  return (
    <ModalDialog
      title={title}
      size="wide"
      onClose={onClose}
      headerActions={
        <>
          {printable && pdf && (
            <Button size="small" onClick={() => frameRef.current?.contentWindow?.print()} disabled={!url}>
              Print
            </Button>
          )}
          {url && (
            <>
              <a href={url} download={fileName} className={buttonClass({ variant: 'secondary', size: 'small' })}>
                Download
              </a>
              <a href={url} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'ghost', size: 'small' })}>
                Open in a new tab
              </a>
            </>
          )}
          <Button size="small" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {url &&
        (pdf ? (
          <iframe ref={frameRef} title={title} src={url} className={styles.frame} />
        ) : (
          <img src={url} alt={title} className={styles.image} />
        ))}
    </ModalDialog>
  );
}
