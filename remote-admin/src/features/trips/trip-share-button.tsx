import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import type { Trip } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import { formatDateTime, ModalDialog } from '../../ui';
import styles from './trips.module.css';

/**
 * A link for the customer to follow the consignment in full (parties and lorry) on the public tracking
 * page, without the destination's PIN code. Signed and expiring; shown to copy into a message.
 */
export function TripShareButton({ trip }: { trip: Pick<Trip, 'id' | 'trackingNumber'> }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const fieldId = useId();
  const make = useMutation({
    mutationFn: async () => (await tripsApi.shareLink(trip.id)).data,
    onSuccess: setLink,
    onError: (error) => notify.error(errorMessage(error, 'The link could not be made. Please try again.')),
  });
  return (
    <>
      <Button variant="secondary" busy={make.isPending} onClick={() => make.mutate()}>
        Share tracking link
      </Button>
      {link && (
        <ModalDialog title={`Tracking link for ${trip.trackingNumber}`} onClose={() => setLink(null)}>
          <p>
            Whoever opens this link sees the consignment in full — consignee and lorry included — until{' '}
            {formatDateTime(link.expiresAt)}. Send it to the customer only.
          </p>
          <label htmlFor={fieldId}>Link</label>
          <input id={fieldId} className={styles.shareLink} readOnly value={link.url} onFocus={(event) => event.target.select()} />
          <p>
            <Button
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(link.url);
                  notify.success('Link copied');
                } catch {
                  notify.error('Copy the link from the box: the browser did not allow copying');
                }
              }}
            >
              Copy link
            </Button>
          </p>
        </ModalDialog>
      )}
    </>
  );
}
