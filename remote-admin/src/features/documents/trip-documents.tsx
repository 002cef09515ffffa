import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { documentsApi } from 'shared-api/back-office';
import type { TripDetail } from 'shared-api/schemas';
import { Loading } from 'shared-ui';
import { DetailCard, formatDateTime, LoadFailed } from '../../ui';
import { refreshTripLists } from '../trips/trip-cache';
import { tripKeys } from '../trips/trip-paths';
import { DocumentActions } from './document-actions';
import { sizeText } from './document-files';
import { DocumentUpload } from './document-upload';
import { documentsPath } from './documents-paths';
import styles from './documents.module.css';

export const tripDocumentsKey = (tripId: string) => ['documents', 'trip', tripId] as const;

/** A trip's documents: the list, each one's preview, download and delete, and the upload. */
export function TripDocuments({ trip }: { trip: Pick<TripDetail, 'id' | 'tripNo' | 'status'> }) {
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: tripDocumentsKey(trip.id),
    queryFn: async () => (await documentsApi.forTrip(trip.id)).data,
  });
  // A document changes the trip's count, its history, and a POD its status.
  const tripChanged = () => {
    void queryClient.invalidateQueries({ queryKey: tripKeys.detail(trip.id) });
    void queryClient.invalidateQueries({ queryKey: ['documents'] });
    refreshTripLists(queryClient);
  };

  return (
    <DetailCard title="Documents">
      {documents.isPending ? (
        <Loading label="Loading the documents…" minHeight={80} />
      ) : documents.isError ? (
        <LoadFailed what="The documents" onRetry={() => void documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <p className={styles.muted}>No documents yet. Add the LR, the POD, the invoice or slips below.</p>
      ) : (
        <ul className={styles.documentList} aria-label={`Documents of trip ${trip.tripNo}`}>
          {documents.data.map((document) => (
            <li key={document.id} className={styles.documentRow}>
              <div className={styles.documentText}>
                <span className={styles.fileName}>{document.fileName}</span>
                <span className={styles.secondary}>
                  {document.typeLabel} · {sizeText(document.sizeBytes)} · {formatDateTime(document.uploadedAt)}
                  {document.uploadedBy && ` · ${document.uploadedBy}`}
                </span>
                {document.note && <span className={styles.secondary}>{document.note}</span>}
              </div>
              <DocumentActions document={document} />
            </li>
          ))}
        </ul>
      )}
      {documents.isSuccess && documents.data.length > 0 && (
        <p>
          <Link to={`${documentsPath}?tripId=${trip.id}`}>All documents of trip {trip.tripNo} in the documents list</Link>
        </p>
      )}
      <DocumentUpload trip={trip} onUploaded={tripChanged} />
    </DetailCard>
  );
}
