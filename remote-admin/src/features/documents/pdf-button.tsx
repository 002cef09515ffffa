import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { Button, notify } from 'shared-ui';
import { FilePreviewDialog } from './file-preview-dialog';

export interface PdfButtonProps {
  label: string;
  /** The preview's title and the file's name when downloaded. */
  title: string;
  fileName: string;
  /** Fetches the PDF with the admin's token (a plain link would go without it). */
  load: () => Promise<Blob>;
  failure: string;
  variant?: 'primary' | 'secondary';
  size?: 'small' | 'normal';
}

/** A document the server prints (invoice, payment advice), fetched and shown to print or download. */
export function PdfButton({ label, title, fileName, load, failure, variant = 'secondary', size }: PdfButtonProps) {
  const [pdf, setPdf] = useState<Blob | null>(null);
  const fetching = useMutation({
    mutationFn: load,
    onSuccess: (blob) => setPdf(blob.type ? blob : new Blob([blob], { type: 'application/pdf' })),
    onError: (error) => notify.error(errorMessage(error, failure)),
  });
  return (
    <>
      <Button variant={variant} size={size} busy={fetching.isPending} onClick={() => fetching.mutate()}>
        {label}
      </Button>
      {pdf && <FilePreviewDialog title={title} blob={pdf} fileName={fileName} printable onClose={() => setPdf(null)} />}
    </>
  );
}
