import { driverStatusLabels, truckStatusLabels, type DriverOption, type TruckOption } from 'shared-api/schemas';
import { formatDate } from '../../ui';

/**
 * What an admin should know before putting a truck and a driver on a trip: the server refuses to
 * start a trip whose truck papers or driver's licence have expired, and a truck or driver that is
 * busy or away cannot go. Said before saving, so the trip is planned with one that can.
 */
export function truckWarnings(truck: TruckOption | null): string[] {
  if (!truck) return [];
  const warnings: string[] = [];
  const on = truck.nextExpiryOn ? ` on ${formatDate(truck.nextExpiryOn)}` : '';
  if (truck.papersStatus === 'expired') {
    warnings.push(`${truck.label}: a paper expired${on}. The trip cannot start until it is renewed.`);
  } else if (truck.papersStatus === 'expiring') {
    warnings.push(`${truck.label}: a paper expires${on}. Renew it before the trip if it will still be running.`);
  } else if (truck.papersStatus === 'missing') {
    warnings.push(`${truck.label}: no papers are recorded for it.`);
  }
  if (truck.status !== 'available') {
    warnings.push(`${truck.label} is not available: ${truckStatusLabels[truck.status].toLowerCase()}.`);
  }
  return warnings;
}

export function driverWarnings(driver: DriverOption | null): string[] {
  if (!driver) return [];
  const warnings: string[] = [];
  const on = formatDate(driver.licenceExpiresOn);
  if (driver.licenceStatus === 'expired') {
    warnings.push(`${driver.label}: the driving licence expired on ${on}. The trip cannot start until it is renewed.`);
  } else if (driver.licenceStatus === 'expiring') {
    warnings.push(`${driver.label}: the driving licence expires on ${on}.`);
  }
  if (driver.status !== 'active') {
    warnings.push(`${driver.label} is not available: ${driverStatusLabels[driver.status].toLowerCase()}.`);
  }
  return warnings;
}
