import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { driversApi } from 'shared-api';
import { driverStatusLabels, type Driver } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  LedgerLink,
  DetailCard,
  DetailLayout,
  Fact,
  Facts,
  formatDate,
  formatDateTime,
  formatPaise,
  PageHeader,
  RecordGate,
  StatusBadge,
  telHref,
  useRecord,
} from '../../ui';
import { PaperBadge } from '../masters/master-badges';
import { ScanControl } from '../masters/scan-control';
import { driverKeys, driversPath } from './driver-pages';

export function DriverStatusBadge({ status }: { status: Driver['status'] }) {
  const tone = { active: 'success', on_trip: 'progress', on_leave: 'warning', inactive: 'neutral' } as const;
  return <StatusBadge tone={tone[status]}>{driverStatusLabels[status]}</StatusBadge>;
}

export default function DriverDetailPage() {
  const { id = '' } = useParams();
  const driver = useRecord(driverKeys.detail(id), async () => (await driversApi.get(id)).data);
  return (
    <RecordGate query={driver} title="Driver" noun="driver" list={{ label: 'Drivers', to: driversPath }}>
      {(record) => <DriverDetail driver={record} />}
    </RecordGate>
  );
}

function DriverDetail({ driver }: { driver: Driver }) {
  const queryClient = useQueryClient();
  const changed = (next: Driver) => {
    queryClient.setQueryData(driverKeys.detail(driver.id), next);
    void queryClient.invalidateQueries({ queryKey: ['drivers'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
  };
  const { licence } = driver;
  return (
    <section>
      <PageHeader
        title={driver.name}
        breadcrumbs={[{ label: 'Drivers', to: driversPath }, { label: driver.name }]}
        description={<a href={telHref(driver.phone)}>{driver.phone}</a>}
        actions={
          <>
            <LedgerLink kind="driver" id={driver.id} name={driver.name} size="normal" />
            <Link to={`${driversPath}/${driver.id}/edit`} className={buttonClass()}>
              Edit driver
            </Link>
          </>
        }
      />
      <DetailLayout
        aside={
          <DetailCard title="Driver">
            <Facts>
              <Fact term="Status">
                <DriverStatusBadge status={driver.status} />
              </Fact>
              <Fact term="Address">{driver.address ?? '—'}</Fact>
              <Fact term="Opening balance">
                {`${formatPaise(driver.openingBalance.amountPaise)} ${driver.openingBalance.side}`}
              </Fact>
              <Fact term="Added">{formatDateTime(driver.createdAt)}</Fact>
              <Fact term="Last changed">{formatDateTime(driver.updatedAt)}</Fact>
            </Facts>
            {driver.notes && <p>{driver.notes}</p>}
          </DetailCard>
        }
      >
        <DetailCard title="Driving licence">
          <Facts termsBeside>
            <Fact term="Number">{licence.number ?? '—'}</Fact>
            <Fact term="Expires">{formatDate(licence.expiresOn)}</Fact>
            <Fact term="Status">
              <PaperBadge paper={licence} />
            </Fact>
            <Fact term="Scan">
              <ScanControl
                label="Licence"
                scan={licence.scan}
                upload={(file, onProgress) => driversApi.uploadLicenceScan(driver.id, file, onProgress)}
                remove={() => driversApi.removeLicenceScan(driver.id)}
                fetchScan={() => driversApi.licenceScan(driver.id)}
                onChanged={changed}
              />
            </Fact>
          </Facts>
        </DetailCard>
      </DetailLayout>
    </section>
  );
}
