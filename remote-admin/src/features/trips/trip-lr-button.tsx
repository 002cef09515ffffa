import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import type { Trip } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { FilePreviewDialog } from '../documents/file-preview-dialog';

/** The LR as a PDF (four copies), fetched with the admin's token and shown to print or download. */
export function TripLrButton({ trip }: { trip: Pick<Trip, 'id' | 'lrNo'> }) {
  const [pdf, setPdf] = useState<Blob | null>(null);
  const load = useMutation({
    mutationFn: () => tripsApi.lr(trip.id),
    onSuccess: (blob) => setPdf(blob.type ? blob : new Blob([blob], { type: 'application/pdf' })),
    onError: (error) => notify.error(errorMessage(error, 'The LR could not be made. Please try again.')),
  });
  return (
    <>
      <Button variant="secondary" busy={load.isPending} onClick={() => load.mutate()}>
        Print LR
      </Button>
      {pdf && (
        <FilePreviewDialog
          title={`LR ${trip.lrNo}`}
          blob={pdf}
          fileName={`${trip.lrNo}.pdf`}
          printable
          onClose={() => setPdf(null)}
        />
      )}
    </>
  );
}
