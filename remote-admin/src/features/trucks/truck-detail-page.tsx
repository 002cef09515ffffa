import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { trucksApi } from 'shared-api';
import { truckPaperLabels, truckStatusLabels, truckTypeLabels, type Truck } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DetailCard,
  DetailLayout,
  Fact,
  Facts,
  formatDate,
  formatDateTime,
  PageHeader,
  RecordGate,
  StatusBadge,
  useRecord,
} from '../../ui';
import { PaperBadge, PapersStatusBadge } from '../masters/master-badges';
import { ScanControl } from '../masters/scan-control';
import { truckKeys, trucksPath } from './truck-pages';
import styles from './trucks.module.css';

export default function TruckDetailPage() {
  const { id = '' } = useParams();
  const truck = useRecord(truckKeys.detail(id), async () => (await trucksApi.get(id)).data);
  return (
    <RecordGate query={truck} title="Truck" noun="truck" list={{ label: 'Trucks', to: trucksPath }}>
      {(record) => <TruckDetail truck={record} />}
    </RecordGate>
  );
}

export function TruckStatusBadge({ status }: { status: Truck['status'] }) {
  const tone = { available: 'success', on_trip: 'progress', maintenance: 'warning', inactive: 'neutral' } as const;
  return <StatusBadge tone={tone[status]}>{truckStatusLabels[status]}</StatusBadge>;
}

function TruckDetail({ truck }: { truck: Truck }) {
  const queryClient = useQueryClient();
  const changed = (next: Truck) => {
    queryClient.setQueryData(truckKeys.detail(truck.id), next);
    void queryClient.invalidateQueries({ queryKey: ['trucks'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <section>
      <PageHeader
        title={truck.registrationNumber}
        breadcrumbs={[{ label: 'Trucks', to: trucksPath }, { label: truck.registrationNumber }]}
        description={[truckTypeLabels[truck.truckType], truck.make, truck.model].filter(Boolean).join(' · ')}
        actions={
          <Link to={`${trucksPath}/${truck.id}/edit`} className={buttonClass()}>
            Edit truck
          </Link>
        }
      />
      <DetailLayout
        aside={
          <DetailCard title="Truck">
            <Facts>
              <Fact term="Status">
                <TruckStatusBadge status={truck.status} />
              </Fact>
              <Fact term="Papers">
                <PapersStatusBadge status={truck.papersStatus} />
              </Fact>
              <Fact term="Next expiry">{formatDate(truck.nextExpiryOn, 'None recorded')}</Fact>
              <Fact term="Capacity">{truck.capacityTonnes ? `${truck.capacityTonnes} t` : '—'}</Fact>
              <Fact term="Odometer">{truck.odometerKm === null ? '—' : `${truck.odometerKm.toLocaleString('en-IN')} km`}</Fact>
              <Fact term="Chassis no.">{truck.chassisNumber ?? '—'}</Fact>
              <Fact term="Engine no.">{truck.engineNumber ?? '—'}</Fact>
              <Fact term="Added">{formatDateTime(truck.createdAt)}</Fact>
              <Fact term="Last changed">{formatDateTime(truck.updatedAt)}</Fact>
            </Facts>
            {truck.notes && <p>{truck.notes}</p>}
          </DetailCard>
        }
      >
        <DetailCard title="Papers">
          <table className={styles.papersTable}>
            <caption className="ui-visually-hidden">Papers of {truck.registrationNumber}</caption>
            <thead>
              <tr>
                <th scope="col">Paper</th>
                <th scope="col">Number</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">Scan</th>
              </tr>
            </thead>
            <tbody>
              {truck.papers.map((paper) => (
                <tr key={paper.kind} data-testid={`paper-${paper.kind}`}>
                  <th scope="row">{truckPaperLabels[paper.kind]}</th>
                  <td>{paper.number ?? '—'}</td>
                  <td>{formatDate(paper.expiresOn)}</td>
                  <td>
                    <PaperBadge paper={paper} />
                  </td>
                  <td>
                    <ScanControl
                      label={truckPaperLabels[paper.kind].replace(/ \(.*\)$/, '')}
                      scan={paper.scan}
                      upload={(file, onProgress) => trucksApi.uploadScan(truck.id, paper.kind, file, onProgress)}
                      remove={() => trucksApi.removeScan(truck.id, paper.kind)}
                      fetchScan={() => trucksApi.scan(truck.id, paper.kind)}
                      onChanged={changed}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailCard>
      </DetailLayout>
    </section>
  );
}
