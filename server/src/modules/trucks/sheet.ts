import {
  truckPaperKinds,
  truckPaperLabels,
  truckStatusLabels,
  truckTypeLabels,
  truckTypes,
  type Truck,
} from 'shared-api/schemas';
import { dateCell, type MasterColumn } from '../masters/sheet-columns';

/** 'Open body', 'open_body' or 'OPEN BODY' → 'open_body'; anything else is left for the schema to refuse. */
export function truckTypeCell(text: string): string {
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (
    truckTypes.find((type) => type === normalised || truckTypeLabels[type].toLowerCase().replace(/\s+/g, '_') === normalised) ??
    text
  );
}

/** 'Available', 'In maintenance', 'maintenance' → the status value. */
function truckStatusCell(text: string): string {
  const normalised = text.trim().toLowerCase();
  const found = Object.entries(truckStatusLabels).find(
    ([value, label]) => value === normalised || label.toLowerCase() === normalised,
  );
  return found?.[0] ?? text;
}

const paperColumns: MasterColumn<Truck>[] = truckPaperKinds.flatMap((kind) => {
  const label = truckPaperLabels[kind].replace(/ \(.*\)$/, '');
  const paperOf = (truck: Truck) => truck.papers.find((paper) => paper.kind === kind);
  return [
    {
      key: `${kind}Number`,
      header: `${label} no.`,
      path: ['papers', kind, 'number'],
      example: '',
      value: (truck) => paperOf(truck)?.number ?? null,
      width: 16,
    },
    {
      key: `${kind}ExpiresOn`,
      header: `${label} expiry`,
      path: ['papers', kind, 'expiresOn'],
      parse: dateCell,
      example: kind === 'insurance' ? '2027-03-31' : '',
      value: (truck) => paperOf(truck)?.expiresOn ?? null,
      width: 13,
    },
  ];
});

/** Trucks in a spreadsheet: the import template and the export (papers as number and expiry pairs). */
export const truckColumns: MasterColumn<Truck>[] = [
  {
    key: 'registrationNumber',
    header: 'Registration no.',
    path: ['registrationNumber'],
    required: true,
    example: 'MH12AB1234',
    value: (t) => t.registrationNumber,
    width: 16,
  },
  {
    key: 'truckType',
    header: 'Type',
    path: ['truckType'],
    parse: truckTypeCell,
    required: true,
    example: 'Open body',
    value: (t) => truckTypeLabels[t.truckType],
    width: 12,
  },
  { key: 'make', header: 'Make', path: ['make'], example: 'Tata', value: (t) => t.make, width: 14 },
  { key: 'model', header: 'Model', path: ['model'], example: 'LPT 1918', value: (t) => t.model, width: 14 },
  {
    key: 'capacityTonnes',
    header: 'Capacity (t)',
    path: ['capacityTonnes'],
    example: '16',
    value: (t) => (t.capacityTonnes === null ? null : Number(t.capacityTonnes)),
  },
  { key: 'chassisNumber', header: 'Chassis no.', path: ['chassisNumber'], example: '', value: (t) => t.chassisNumber, width: 20 },
  { key: 'engineNumber', header: 'Engine no.', path: ['engineNumber'], example: '', value: (t) => t.engineNumber, width: 16 },
  { key: 'odometerKm', header: 'Odometer (km)', path: ['odometerKm'], example: '48200', value: (t) => t.odometerKm },
  {
    key: 'status',
    header: 'Status',
    path: ['status'],
    parse: truckStatusCell,
    example: 'Available',
    value: (t) => truckStatusLabels[t.status],
  },
  ...paperColumns,
  { key: 'notes', header: 'Notes', path: ['notes'], example: '', value: (t) => t.notes, width: 30 },
];
