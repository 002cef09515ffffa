import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBillingPartySchema, createTruckSchema } from 'shared-api/schemas';
import { billingPartyColumns } from '../src/modules/billing-parties/sheet';
import { booleanCell, columnOfError, inputFromCells } from '../src/modules/masters/sheet-columns';
import { truckColumns, truckTypeCell } from '../src/modules/trucks/sheet';

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
});
