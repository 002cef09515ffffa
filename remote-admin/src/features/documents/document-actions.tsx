import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { documentsApi } from 'shared-api/back-office';
import type { TripDocument } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { DeleteRecordDialog, saveFile } from '../../ui';
import { documentBlob } from './document-files';
import { FilePreviewDialog } from './file-preview-dialog';
import styles from './documents.module.css';

/** Preview, download and delete one document. */
export function DocumentActions({ document }: { document: TripDocument }) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<Blob | null>(null);
  const [deleting, setDeleting] = useState(false);
  const opened = useMutation({
    mutationFn: () => documentBlob(document),
    onSuccess: setPreview,
    onError: (error) => notify.error(errorMessage(error, `${document.fileName} could not be opened. Please try again.`)),
  });
  const downloaded = useMutation({
    mutationFn: () => documentBlob(document),
    onSuccess: (blob) => saveFile({ blob, fileName: document.fileName }),
    onError: (error) => notify.error(errorMessage(error, `${document.fileName} could not be downloaded. Please try again.`)),
  });
  const named = <span className="ui-visually-hidden"> {document.fileName}</span>;

  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="small" busy={opened.isPending} onClick={() => opened.mutate()}>
        Preview{named}
      </Button>
      <Button variant="ghost" size="small" busy={downloaded.isPending} onClick={() => downloaded.mutate()}>
        Download{named}
      </Button>
      <Button variant="ghost" size="small" onClick={() => setDeleting(true)}>
        Delete{named}
      </Button>
      {preview && (
        <FilePreviewDialog
          title={`${document.typeLabel}: ${document.fileName}`}
          blob={preview}
          fileName={document.fileName}
          onClose={() => setPreview(null)}
        />
      )}
      {deleting && (
        <DeleteRecordDialog
          record={document}
          resource="documents"
          remove={documentsApi.remove}
          title={`Delete ${document.fileName}?`}
          confirmLabel="Delete document"
          deleted={`${document.fileName} deleted`}
          failure="The document could not be deleted. Please try again."
          onClose={() => setDeleting(false)}
          // The trip's document count and history change with it.
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: ['trips'] })}
        >
          <p>
            The {document.typeLabel.toLowerCase()} of trip {document.tripNo} is deleted for good.
          </p>
        </DeleteRecordDialog>
      )}
    </div>
  );
}
