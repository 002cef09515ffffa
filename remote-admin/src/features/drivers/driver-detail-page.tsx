import { useCan } from 'shared-api';
import { driversApi } from 'shared-api/back-office';
import { driverStatusLabels, type Driver } from 'shared-api/schemas';
import { DetailCard, Fact, Facts, formatDate, formatPaise, RecordDetailPage, StatusBadge, telHref } from '../../ui';
import { PaperBadge } from '../masters/master-badges';
import { ScanControl } from '../masters/scan-control';
import { driversPath } from './driver-pages';

export function DriverStatusBadge({ status }: { status: Driver['status'] }) {
  const tone = { active: 'success', on_trip: 'progress', on_leave: 'warning', inactive: 'neutral' } as const;
  return <StatusBadge tone={tone[status]}>{driverStatusLabels[status]}</StatusBadge>;
}

export default function DriverDetailPage() {
  const seesAmounts = useCan('amounts.read');
  return (
    <RecordDetailPage<Driver>
      resource="drivers"
      api={driversApi}
      noun="driver"
      list={{ label: 'Drivers', to: driversPath }}
      title={(driver) => driver.name}
      description={(driver) => <a href={telHref(driver.phone)}>{driver.phone}</a>}
      ledger={{ kind: 'driver' }}
      editTo={(driver) => `${driversPath}/${driver.id}/edit`}
      facts={(driver) => (
        <>
          <Fact term="Status">
            <DriverStatusBadge status={driver.status} />
          </Fact>
          <Fact term="Address">{driver.address ?? '—'}</Fact>
          {seesAmounts && (
            <Fact term="Opening balance">{`${formatPaise(driver.openingBalance.amountPaise)} ${driver.openingBalance.side}`}</Fact>
          )}
        </>
      )}
    >
      {({ id, licence }, changed) => (
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
                upload={(file, onProgress) => driversApi.uploadLicenceScan(id, file, onProgress)}
                remove={() => driversApi.removeLicenceScan(id)}
                fetchScan={() => driversApi.licenceScan(id)}
                onChanged={changed}
              />
            </Fact>
          </Facts>
        </DetailCard>
      )}
    </RecordDetailPage>
  );
}
