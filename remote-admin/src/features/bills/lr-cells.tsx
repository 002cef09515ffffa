import type { ReactNode } from 'react';
import type { BillableTrip } from 'shared-api/schemas';
import { formatDate, formatPaise } from '../../ui';
import styles from './bills.module.css';

/** One LR's cells as a bill shows it, on the new bill's choice and on the bill's page; `lr` is its LR no. (or a link to it). */
export function LrCells({ trip, lr }: { trip: BillableTrip; lr: ReactNode }) {
  return (
    <>
      <td>
        {lr}
        <span className={styles.secondary}>{formatDate(trip.lrDate)}</span>
      </td>
      <td>{trip.vehicleNumber ?? '—'}</td>
      <td>
        {trip.origin} – {trip.destination}
      </td>
      <td>
        {trip.goodsDescription}
        <span className={styles.secondary}>{trip.weightTonnes} t</span>
      </td>
      <td className={styles.amount}>{formatPaise(trip.freightPaise)}</td>
      <td className={styles.amount}>{formatPaise(trip.chargesPaise)}</td>
      <td className={styles.amount}>{formatPaise(trip.taxablePaise)}</td>
    </>
  );
}
