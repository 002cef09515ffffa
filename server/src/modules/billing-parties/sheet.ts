import type { BillingParty } from 'shared-api/schemas';
import { booleanCell, rupeesCell, yesNo, type MasterColumn } from '../masters/sheet-columns';

/** Billing parties in a spreadsheet: the import template and the export. */
export const billingPartyColumns: MasterColumn<BillingParty>[] = [
  {
    key: 'name',
    header: 'Name',
    path: ['name'],
    required: true,
    example: 'Sahyadri Agro Foods Pvt Ltd',
    value: (p) => p.name,
    width: 32,
  },
  { key: 'gstin', header: 'GSTIN', path: ['gstin'], example: '27AACCS4821K1Z8', value: (p) => p.gstin, width: 18 },
  { key: 'stateCode', header: 'State code', path: ['stateCode'], example: '27', value: (p) => p.stateCode },
  { key: 'stateName', header: 'State', value: (p) => p.stateName, width: 18 },
  { key: 'pan', header: 'PAN', path: ['pan'], example: '', value: (p) => p.pan, width: 12 },
  {
    key: 'contactPerson',
    header: 'Contact person',
    path: ['contactPerson'],
    example: 'Meera Kulkarni',
    value: (p) => p.contactPerson,
    width: 20,
  },
  { key: 'phone', header: 'Mobile', path: ['phone'], example: '9822011401', value: (p) => p.phone, width: 13 },
  { key: 'email', header: 'E-mail', path: ['email'], example: 'accounts@sahyadri.example', value: (p) => p.email, width: 26 },
  { key: 'address', header: 'Address', path: ['address'], example: 'Plot 12, MIDC Bhosari', value: (p) => p.address, width: 30 },
  { key: 'city', header: 'City', path: ['city'], example: 'Pune', value: (p) => p.city, width: 14 },
  { key: 'pincode', header: 'PIN code', path: ['pincode'], example: '411026', value: (p) => p.pincode },
  { key: 'creditDays', header: 'Credit days', path: ['creditDays'], example: '30', value: (p) => p.creditDays },
  {
    key: 'openingBalance',
    header: 'Opening balance',
    path: ['openingBalance', 'amount'],
    example: '125000.00',
    value: (p) => rupeesCell(p.openingBalance.amountPaise),
    width: 15,
  },
  {
    key: 'openingBalanceSide',
    header: 'Dr/Cr',
    path: ['openingBalance', 'side'],
    example: 'Dr',
    value: (p) => p.openingBalance.side,
  },
  { key: 'active', header: 'Active', path: ['active'], parse: booleanCell, example: 'Yes', value: (p) => yesNo(p.active) },
  { key: 'notes', header: 'Notes', path: ['notes'], example: '', value: (p) => p.notes, width: 30 },
];
