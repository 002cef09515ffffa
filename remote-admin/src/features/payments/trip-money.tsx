import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import type { TripDetail } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import { DetailCard, formatDate, formatPaise, StatusBadge } from '../../ui';
import { PdfButton } from '../documents/pdf-button';
import { entryKind, entryTds } from './entry-labels';
import { driverAdvancePath, driverSettlementPath, historyPath, MONEY_RESOURCE, ownerPaymentPath } from './payment-paths';
import styles from './payments.module.css';

const POD_IN = ['pod_received', 'billed', 'settled'];
const DELIVERED = ['delivered', ...POD_IN];

/** The money a trip has moved (owner payments, driver advances and settlement), and the next payment it waits for. */
export function TripMoney({ trip }: { trip: TripDetail }) {
  const entries = useQuery({
    queryKey: [MONEY_RESOURCE, 'trip', trip.id],
    queryFn: async () =>
      (await moneyEntriesApi.list({ tripId: trip.id, sort: 'entryDate', limit: 100, reversed: 'include' })).data,
  });
  const cancelled = trip.status === 'cancelled';
  const small = buttonClass({ variant: 'secondary', size: 'small' });

  return (
    <DetailCard title="Payments">
      {!cancelled && (
        <div className={styles.actions}>
          {trip.fleet === 'market' ? (
            <>
              <Link to={ownerPaymentPath(trip.id, 'advance')} className={small}>
                Pay owner advance
              </Link>
              {POD_IN.includes(trip.status) && (
                <Link to={ownerPaymentPath(trip.id, 'balance')} className={small}>
                  Pay owner balance
                </Link>
              )}
              <PdfButton
                label="Payment advice"
                title={`Payment advice ${trip.lrNo}`}
                fileName={`payment-advice-${trip.lrNo}.pdf`}
                load={() => moneyEntriesApi.paymentAdvice(trip.id)}
                failure="The payment advice could not be made. Please try again."
                size="small"
              />
            </>
          ) : (
            <>
              <Link to={driverAdvancePath(trip.id)} className={small}>
                Give driver advance
              </Link>
              {DELIVERED.includes(trip.status) && (
                <Link to={driverSettlementPath(trip.id)} className={small}>
                  Settle driver
                </Link>
              )}
            </>
          )}
        </div>
      )}
      {entries.isError && <p className={styles.muted}>The payments could not be loaded.</p>}
      {entries.data && entries.data.length === 0 && <p className={styles.muted}>No money has moved for this trip yet.</p>}
      {entries.data && entries.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="ui-visually-hidden">Payments of trip {trip.tripNo}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reference</th>
                <th scope="col">Kind</th>
                <th scope="col" className={styles.end}>
                  TDS
                </th>
                <th scope="col" className={styles.end}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.id} className={entry.reversal ? styles.reversed : undefined}>
                  <td>{formatDate(entry.entryDate)}</td>
                  <td>
                    <Link to={historyPath(entry.reference)}>{entry.reference}</Link>
                    {entry.reversal && (
                      <>
                        {' '}
                        <StatusBadge tone="danger">Reversed</StatusBadge>
                      </>
                    )}
                  </td>
                  <td>{entryKind(entry)}</td>
                  <td className={styles.end}>{entryTds(entry)}</td>
                  <td className={[styles.end, styles.amount].join(' ')}>{formatPaise(entry.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DetailCard>
  );
}
