import { driverStatusLabels, type Driver } from 'shared-api/schemas';
import { dateCell, HINTS, openingBalanceColumns, type MasterColumn } from '../masters/sheet-columns';

/** 'Active', 'On leave', 'on_leave' → the status value. */
function driverStatusCell(text: string): string {
  const normalised = text.trim().toLowerCase();
  const found = Object.entries(driverStatusLabels).find(
    ([value, label]) => value === normalised || label.toLowerCase() === normalised || value === normalised.replace(/\s+/g, '_'),
  );
  return found?.[0] ?? text;
}

/** Drivers in a spreadsheet: the import template and the export. */
export const driverColumns: MasterColumn<Driver>[] = [
  { key: 'name', header: 'Name', path: ['name'], required: true, example: 'Ramesh Yadav', value: (d) => d.name, width: 22 },
  {
    key: 'phone',
    header: 'Mobile',
    path: ['phone'],
    required: true,
    kind: 'text',
    example: '9822100111',
    hint: HINTS.mobile,
    value: (d) => d.phone,
    width: 13,
  },
  {
    key: 'licenceNumber',
    header: 'Licence no.',
    path: ['licenceNumber'],
    required: true,
    kind: 'text',
    example: 'MH1420110062821',
    hint: 'As on the licence, e.g. MH1420110062821; spaces and dashes are dropped',
    value: (d) => d.licence.number,
    width: 18,
  },
  {
    key: 'licenceExpiresOn',
    header: 'Licence expiry',
    path: ['licenceExpiresOn'],
    parse: dateCell,
    required: true,
    kind: 'date',
    example: '30/06/2029',
    hint: HINTS.date,
    value: (d) => d.licence.expiresOn,
    width: 13,
  },
  {
    key: 'address',
    header: 'Address',
    path: ['address'],
    example: 'Chakan, Pune',
    value: (d) => d.address,
    width: 30,
    wrap: true,
  },
  ...openingBalanceColumns<Driver>((d) => d.openingBalance, { amount: '0', side: 'Dr' }),
  {
    key: 'status',
    header: 'Status',
    path: ['status'],
    parse: driverStatusCell,
    example: 'Active',
    hint: 'Active, On leave or Inactive; blank for Active',
    value: (d) => driverStatusLabels[d.status],
  },
  { key: 'notes', header: 'Notes', path: ['notes'], example: '', value: (d) => d.notes, width: 30, wrap: true },
];
