import { trucksApi } from 'shared-api/back-office';
import { truckPaperLabels, truckStatusLabels, truckTypeLabels, type Truck } from 'shared-api/schemas';
import { DetailCard, Fact, formatDate, RecordDetailPage, StatusBadge } from '../../ui';
import { PaperBadge, PapersStatusBadge } from '../masters/master-badges';
import { ScanControl } from '../masters/scan-control';
import { trucksPath } from './truck-pages';
import styles from './trucks.module.css';

export function TruckStatusBadge({ status }: { status: Truck['status'] }) {
  const tone = { available: 'success', on_trip: 'progress', maintenance: 'warning', inactive: 'neutral' } as const;
  return <StatusBadge tone={tone[status]}>{truckStatusLabels[status]}</StatusBadge>;
}

export default function TruckDetailPage() {
  return (
    <RecordDetailPage<Truck>
      resource="trucks"
      api={trucksApi}
      noun="truck"
      list={{ label: 'Trucks', to: trucksPath }}
      title={(truck) => truck.registrationNumber}
      description={(truck) => [truckTypeLabels[truck.truckType], truck.make, truck.model].filter(Boolean).join(' · ')}
      editTo={(truck) => `${trucksPath}/${truck.id}/edit`}
      facts={(truck) => (
        <>
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
        </>
      )}
      // The dashboard counts papers that expire soon.
      alsoRefresh={[['admin']]}
    >
      {(truck, changed) => (
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
      )}
    </RecordDetailPage>
  );
}
