import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBillingPartySchema, createDriverSchema, createTruckSchema, createVehicleSchema } from 'shared-api/schemas';
import { bankColumns } from '../src/modules/banks/sheet';
import { billingPartyColumns } from '../src/modules/billing-parties/sheet';
import { driverColumns } from '../src/modules/drivers/sheet';
import {
  booleanCell,
  columnOfError,
  inputFromCells,
  rupeesCell,
  stateCodeCell,
  xlsxValue,
  type MasterColumn,
} from '../src/modules/masters/sheet-columns';
import { truckColumns, truckTypeCell } from '../src/modules/trucks/sheet';
import { vehicleColumns } from '../src/modules/vehicles/sheet';

const keysOfKind = (columns: readonly MasterColumn<never>[], kind: string) =>
  columns.filter((column) => column.kind === kind).map((column) => column.key);

describe('spreadsheet columns of master records', () => {
  it('builds the create body from a row, leaving blank cells to the defaults', () => {
    const input = inputFromCells(billingPartyColumns, {
      name: 'Sahyadri Agro Foods',
      gstin: '27AACCS4821K1Z8',
      openingBalance: '1,25,000.50',
      openingBalanceSide: 'Dr',
      active: 'no',
      city: '  ',
    });
    assert.deepEqual(input, {
      name: 'Sahyadri Agro Foods',
      gstin: '27AACCS4821K1Z8',
      openingBalance: { amount: '1,25,000.50', side: 'Dr' },
      active: false,
    });
    const parsed = createBillingPartySchema.parse(input);
    assert.equal(parsed.openingBalance.amountPaise, 12_500_050);
    assert.equal(parsed.creditDays, 0);
  });

  it('puts a field error on its column, nested ones included', () => {
    const result = createTruckSchema.safeParse(
      inputFromCells(truckColumns, {
        registrationNumber: 'MH12AB1234',
        truckType: 'Open body',
        insuranceExpiresOn: '2027-02-30',
      }),
    );
    assert.equal(result.success, false);
    const columns = result.error!.issues.map((issue) => columnOfError(truckColumns, issue.path));
    assert.deepEqual(columns, ['insuranceExpiresOn']);
    assert.equal(columnOfError(billingPartyColumns, ['openingBalance']), 'openingBalance');
    assert.equal(columnOfError(billingPartyColumns, ['openingBalance', 'side']), 'openingBalanceSide');
  });

  it('reads the words people type for types and yes/no', () => {
    assert.equal(truckTypeCell('Open body'), 'open_body');
    assert.equal(truckTypeCell('LCV'), 'lcv');
    assert.equal(truckTypeCell('spaceship'), 'spaceship');
    assert.equal(booleanCell('Yes'), true);
    assert.equal(booleanCell('N'), false);
    assert.equal(booleanCell('maybe'), 'maybe');
  });

  it('reads a one-digit state code as its two digits (a General cell turns 07 into 7)', () => {
    assert.equal(stateCodeCell('7'), '07');
    assert.equal(stateCodeCell(' 7 '), '07');
    assert.equal(stateCodeCell('27'), '27');
    assert.equal(stateCodeCell('Delhi'), 'Delhi');
    const parsed = createBillingPartySchema.parse(inputFromCells(billingPartyColumns, { name: 'Delhi Traders', stateCode: '7' }));
    assert.equal(parsed.stateCode, '07');
  });

  it('types XLSX cells by column: identifiers Text, amounts numbers to the paisa, dates as dates', () => {
    assert.deepEqual(keysOfKind(billingPartyColumns, 'text'), ['gstin', 'stateCode', 'pan', 'phone', 'pincode']);
    assert.deepEqual(keysOfKind(vehicleColumns, 'text'), [
      'registrationNumber',
      'ownerPhone',
      'ownerPan',
      'brokerPhone',
      'bankAccountNumber',
      'bankIfsc',
    ]);
    assert.deepEqual(keysOfKind(bankColumns, 'text'), ['accountNumber', 'ifsc']);
    assert.deepEqual(keysOfKind(driverColumns, 'text'), ['phone', 'licenceNumber']);
    assert.deepEqual(keysOfKind(driverColumns, 'date'), ['licenceExpiresOn']);
    const truckText = keysOfKind(truckColumns, 'text');
    assert.deepEqual(truckText.slice(0, 4), ['registrationNumber', 'model', 'chassisNumber', 'engineNumber']);
    assert.ok(truckText.includes('insuranceNumber') && truckText.includes('rcNumber'), truckText.join());
    assert.ok(keysOfKind(truckColumns, 'date').includes('insuranceExpiresOn'));
    for (const columns of [billingPartyColumns, vehicleColumns, bankColumns, driverColumns] as MasterColumn<never>[][]) {
      assert.deepEqual(keysOfKind(columns, 'rupees'), ['openingBalance']);
    }

    for (const paise of [12_500_050, 1, 10, 99_999_999_999, 0, 33_333]) {
      assert.equal(xlsxValue('rupees', rupeesCell(paise)), paise / 100);
    }
    assert.deepEqual(xlsxValue('date', '2035-12-08'), new Date(Date.UTC(2035, 11, 8)));
    assert.equal(xlsxValue('date', null), null);
    assert.equal(xlsxValue('text', '07'), '07');
    assert.equal(xlsxValue(undefined, 16), 16);
  });

  it('has a hint for the template notes on every column that takes a format or a set of words', () => {
    const hintOf = (columns: readonly MasterColumn<never>[], key: string) =>
      columns.find((column) => column.key === key)?.hint ?? '';
    assert.match(hintOf(billingPartyColumns, 'gstin'), /15 characters, e\.g\. 27AAPFU0939F1ZV/);
    assert.match(hintOf(billingPartyColumns, 'stateCode'), /07/);
    assert.match(hintOf(billingPartyColumns, 'openingBalanceSide'), /Dr .*or Cr/);
    assert.match(hintOf(truckColumns, 'truckType'), /Open body, Container/);
    assert.match(hintOf(truckColumns, 'pucExpiresOn'), /DD\/MM\/YYYY/);
    assert.match(hintOf(driverColumns, 'licenceExpiresOn'), /DD\/MM\/YYYY/);
    // Free-form identifiers (model, chassis, engine and paper numbers) have no format to tell.
    const freeForm = (column: MasterColumn<never>) =>
      ['model', 'chassisNumber', 'engineNumber'].includes(column.key) ||
      (column.path?.[0] === 'papers' && column.kind === 'text');
    const formatted = [billingPartyColumns, vehicleColumns, truckColumns, driverColumns].flatMap((columns) =>
      (columns as MasterColumn<never>[]).filter((column) => column.path && (column.parse || column.kind) && !freeForm(column)),
    );
    assert.deepEqual(
      formatted.filter((column) => !column.hint).map((column) => column.key),
      [],
    );
    // The hints' own examples pass the schema they describe.
    const party = createBillingPartySchema.safeParse(
      inputFromCells(billingPartyColumns, {
        name: 'Hint Test',
        gstin: '27AAPFU0939F1ZV',
        openingBalance: '1,25,000.50',
        openingBalanceSide: 'Cr',
      }),
    );
    assert.equal(party.success, true);
    assert.equal(createVehicleSchema.safeParse({ registrationNumber: '22BH1234AB', ownerName: 'X Y' }).success, true);
    const driver = createDriverSchema.safeParse(
      inputFromCells(driverColumns, {
        name: 'Hint Driver',
        phone: '+91 98221 00111',
        licenceNumber: 'MH1420110062821',
        licenceExpiresOn: '31/03/2027',
      }),
    );
    assert.equal(driver.success, true);
  });
});
