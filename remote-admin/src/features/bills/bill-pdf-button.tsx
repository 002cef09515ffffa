import { billsApi } from 'shared-api/back-office';
import type { FreightBill } from 'shared-api/schemas';
import { PdfButton } from '../documents/pdf-button';

/** The tax invoice as a PDF, fetched with the admin's token (as the LR is) and shown to print or download. */
export function BillPdfButton({ bill }: { bill: Pick<FreightBill, 'id' | 'billNo'> }) {
  return (
    <PdfButton
      label="Open PDF"
      title={`Tax invoice ${bill.billNo}`}
      fileName={`${bill.billNo}.pdf`}
      load={() => billsApi.pdf(bill.id)}
      failure="The invoice could not be made. Please try again."
    />
  );
}
