import { z } from 'zod';
import { blankToUndefined, dateFilter, enumFilter, limitParam, optionalText, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';

/* Files filed with a trip: the LR, the proof of delivery, the shipper's invoice, slips and receipts. */

export const documentTypes = [
  'lr',
  'pod',
  'invoice',
  'eway_bill',
  'weighment_slip',
  'toll_receipt',
  'diesel_slip',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, string> = {
  lr: 'LR (lorry receipt)',
  pod: 'POD (proof of delivery)',
  invoice: 'Invoice',
  eway_bill: 'E-way bill',
  weighment_slip: 'Weighment slip',
  toll_receipt: 'Toll receipt',
  diesel_slip: 'Diesel slip',
  other: 'Other',
};

/** The multipart fields of POST /documents/upload besides `file`. */
export const documentUploadFieldsSchema = z.object({
  tripId: z.uuid({ error: 'Choose the trip the document belongs to' }),
  type: z.enum(documentTypes, { error: `Type must be one of ${documentTypes.join(', ')}` }),
  note: optionalText('Note', 300),
});
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

export interface TripDocument {
  id: string;
  tripId: string;
  tripNo: string;
  lrNo: string;
  type: DocumentType;
  typeLabel: string;
  note: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string | null;
  uploadedAt: string;
}

export const documentSortValues = ['-uploadedAt', 'uploadedAt', 'fileName', '-fileName'] as const;

export const documentListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    tripId: z.preprocess(blankToUndefined, z.uuid({ error: 'Trip must be a valid id' }).optional()),
    type: enumFilter(documentTypes, 'Type'),
    from: dateFilter('From date'),
    to: dateFilter('To date'),
    sort: sortParam(documentSortValues, '-uploadedAt'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'To date must be on or after the from date',
  })
  .refine(...oneCursorAtMost);
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
