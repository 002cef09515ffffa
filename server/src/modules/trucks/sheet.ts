import {
  truckPaperKinds,
  truckPaperLabels,
  truckStatusLabels,
  truckTypeLabels,
  truckTypes,
  type Truck,
} from 'shared-api/schemas';
import { dateCell, HINTS, type MasterColumn } from '../masters/sheet-columns';

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

/** The words the Type column takes, for the template's notes. */
export const truckTypeHint = `One of: ${truckTypes.map((type) => truckTypeLabels[type]).join(', ')}`;

/** The registration number column, trucks' and market vehicles'. */
export function registrationColumn<Api>(of: (record: Api) => string, example: string): MasterColumn<Api> {
  return {
    key: 'registrationNumber',
    header: 'Registration no.',
    path: ['registrationNumber'],
    required: true,
    kind: 'text',
    example,
    hint: 'As on the RC, e.g. MH12AB1234 or 22BH1234AB; spaces and dashes are dropped',
    value: of,
    width: 16,
  };
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
      kind: 'text',
      example: '',
      value: (truck) => paperOf(truck)?.number ?? null,
      width: 16,
    },
    {
      key: `${kind}ExpiresOn`,
      header: `${label} expiry`,
      path: ['papers', kind, 'expiresOn'],
      parse: dateCell,
      kind: 'date',
      example: kind === 'insurance' ? '31/03/2027' : '',
      hint: HINTS.date,
      value: (truck) => paperOf(truck)?.expiresOn ?? null,
      width: 13,
    },
  ];
});

/** Trucks in a spreadsheet: the import template and the export (papers as number and expiry pairs). */
export const truckColumns: MasterColumn<Truck>[] = [
  registrationColumn<Truck>((t) => t.registrationNumber, 'MH12AB1234'),
  {
    key: 'truckType',
    header: 'Type',
    path: ['truckType'],
    parse: truckTypeCell,
    required: true,
    example: 'Open body',
    hint: truckTypeHint,
    value: (t) => truckTypeLabels[t.truckType],
    width: 12,
  },
  { key: 'make', header: 'Make', path: ['make'], example: 'Tata', value: (t) => t.make, width: 14 },
  { key: 'model', header: 'Model', path: ['model'], kind: 'text', example: 'LPT 1918', value: (t) => t.model, width: 14 },
  {
    key: 'capacityTonnes',
    header: 'Capacity (t)',
    path: ['capacityTonnes'],
    example: '16',
    hint: 'Tonnes, e.g. 16 or 9.5',
    value: (t) => (t.capacityTonnes === null ? null : Number(t.capacityTonnes)),
  },
  {
    key: 'chassisNumber',
    header: 'Chassis no.',
    path: ['chassisNumber'],
    kind: 'text',
    example: '',
    value: (t) => t.chassisNumber,
    width: 20,
  },
  {
    key: 'engineNumber',
    header: 'Engine no.',
    path: ['engineNumber'],
    kind: 'text',
    example: '',
    value: (t) => t.engineNumber,
    width: 16,
  },
  {
    key: 'odometerKm',
    header: 'Odometer (km)',
    path: ['odometerKm'],
    example: '48200',
    hint: 'Whole kilometres',
    value: (t) => t.odometerKm,
  },
  {
    key: 'status',
    header: 'Status',
    path: ['status'],
    parse: truckStatusCell,
    example: 'Available',
    hint: 'Available, In maintenance or Inactive; blank for Available',
    value: (t) => truckStatusLabels[t.status],
  },
  ...paperColumns,
  { key: 'notes', header: 'Notes', path: ['notes'], example: '', value: (t) => t.notes, width: 30, wrap: true },
];
