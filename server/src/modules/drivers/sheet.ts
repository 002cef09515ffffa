import { driverStatusLabels, type Driver } from 'shared-api/schemas';
import { dateCell, rupeesCell, type MasterColumn } from '../masters/sheet-columns';

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
  { key: 'phone', header: 'Mobile', path: ['phone'], required: true, example: '9822100111', value: (d) => d.phone, width: 13 },
  {
    key: 'licenceNumber',
    header: 'Licence no.',
    path: ['licenceNumber'],
    required: true,
    example: 'MH1420110062821',
    value: (d) => d.licence.number,
    width: 18,
  },
  {
    key: 'licenceExpiresOn',
    header: 'Licence expiry',
    path: ['licenceExpiresOn'],
    parse: dateCell,
    required: true,
    example: '2029-06-30',
    value: (d) => d.licence.expiresOn,
    width: 13,
  },
  { key: 'address', header: 'Address', path: ['address'], example: 'Chakan, Pune', value: (d) => d.address, width: 30 },
  {
    key: 'openingBalance',
    header: 'Opening balance',
    path: ['openingBalance', 'amount'],
    example: '0',
    value: (d) => rupeesCell(d.openingBalance.amountPaise),
  },
  {
    key: 'openingBalanceSide',
    header: 'Dr/Cr',
    path: ['openingBalance', 'side'],
    example: 'Dr',
    value: (d) => d.openingBalance.side,
  },
  {
    key: 'status',
    header: 'Status',
    path: ['status'],
    parse: driverStatusCell,
    example: 'Active',
    value: (d) => driverStatusLabels[d.status],
  },
  { key: 'notes', header: 'Notes', path: ['notes'], example: '', value: (d) => d.notes, width: 30 },
];
