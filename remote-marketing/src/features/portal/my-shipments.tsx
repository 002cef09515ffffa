import { Link } from 'react-router-dom';
import { shipmentsApi } from 'shared-api';
import { quoteServiceLabels, shipmentStatusLabels, type Shipment } from 'shared-api/schemas';
import { formatDay } from '../tracking/format';
import { ProgressMeter, ShipmentStatusBadge } from '../tracking/shipment-status';
import styles from './portal.module.css';
import { PortalTable } from './portal-table';

/** The signed-in customer's shipments (GET /shipments/mine), newest first; each opens on the tracking page. */
export function MyShipments({ userId }: { userId: string }) {
  return (
    <PortalTable<Shipment>
      queryKey={['shipments', 'mine', userId]}
      load={(page, limit) => shipmentsApi.mine({ page, limit })}
      noun="shipments"
      caption="Your shipments, newest first"
      empty={
        <>
          <p>
            No shipments yet. Once we book one for you – usually from an accepted quote – it appears here with its live status.
          </p>
          <Link to="/quote">Request a quote</Link>
        </>
      }
      columns={['Tracking number', 'Status', 'Route', 'Progress', 'Estimated delivery', 'Quote']}
      row={(shipment) => (
        <tr key={shipment.id}>
          <th scope="row" data-label="Tracking number">
            <Link to={`/track?number=${encodeURIComponent(shipment.trackingNumber)}`}>{shipment.trackingNumber}</Link>
          </th>
          <td data-label="Status">
            <span>
              <ShipmentStatusBadge
                status={shipment.status}
                label={shipment.statusLabel || shipmentStatusLabels[shipment.status] || shipment.status}
              />
              {shipment.currentLocation && <span className={styles.statusHint}>At {shipment.currentLocation}</span>}
            </span>
          </td>
          <td data-label="Route">
            <span>
              {shipment.origin} → {shipment.destination}
              {shipment.service && <span className={styles.statusHint}>{quoteServiceLabels[shipment.service]}</span>}
            </span>
          </td>
          <td data-label="Progress">
            <ProgressMeter value={shipment.progress} label={`Progress of ${shipment.trackingNumber}`} compact />
          </td>
          <td data-label="Estimated delivery">
            {shipment.estimatedDelivery ? formatDay(shipment.estimatedDelivery) : 'Not yet planned'}
          </td>
          <td data-label="Quote">{shipment.quoteReference ?? 'None'}</td>
        </tr>
      )}
    />
  );
}
