import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { billsApi, errorMessage } from 'shared-api';
import type { FreightBill } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { FilePreviewDialog } from '../documents/file-preview-dialog';

/** The tax invoice as a PDF, fetched with the admin's token (as the LR is) and shown to print or download. */
export function BillPdfButton({ bill }: { bill: Pick<FreightBill, 'id' | 'billNo'> }) {
  const [pdf, setPdf] = useState<Blob | null>(null);
  const load = useMutation({
    mutationFn: () => billsApi.pdf(bill.id),
    onSuccess: (blob) => setPdf(blob.type ? blob : new Blob([blob], { type: 'application/pdf' })),
    onError: (error) => notify.error(errorMessage(error, 'The invoice could not be made. Please try again.')),
  });
  return (
    <>
      <Button variant="secondary" busy={load.isPending} onClick={() => load.mutate()}>
        Open PDF
      </Button>
      {pdf && (
        <FilePreviewDialog
          title={`Tax invoice ${bill.billNo}`}
          blob={pdf}
          fileName={`${bill.billNo}.pdf`}
          printable
          onClose={() => setPdf(null)}
        />
      )}
    </>
  );
}
