import { createTripSchema } from 'shared-api/schemas';
import { rupeesText, tripFormInput, tripRequest } from './trip-form-values';
import { aTrip, PARTY, TRUCK, DRIVER, VEHICLE } from './trip-test-data';

const OWN = {
  tripDate: '2026-02-10',
  billingPartyId: PARTY.id,
  consignorName: 'Kumar Textiles Mill',
  consigneeName: 'Delhi Fabrics',
  origin: 'Surat',
  destination: 'Delhi',
  goodsDescription: 'Cotton fabric',
  actualWeightTonnes: '12.5',
  freightTerms: 'tbb',
  gstPayer: 'consignor',
  rateBasis: 'per_tonne',
  rate: '2,000.50',
  partyAdvance: '',
  fleet: 'own',
  truckId: TRUCK.id,
  driverId: DRIVER.id,
  hireRateBasis: '',
  charges: [{ kind: 'loading', side: 'party', effect: 'add', amount: '1500.05', note: '' }],
} as const;

describe('what the trip form sends', () => {
  it('gives the API rupees, which it reads back to the very paise the form checked', () => {
    const values = createTripSchema.parse(OWN);
    expect(values.rate).toBe(200_050);
    const request = tripRequest(values);
    expect(request).toMatchObject({
      rate: '2000.50',
      partyAdvance: '0',
      charges: [expect.objectContaining({ amount: '1500.05' })],
    });
    expect(request).not.toHaveProperty('hireRateBasis');
    expect(createTripSchema.parse(request)).toEqual(values);
  });

  it('does the same for a market vehicle with its hire', () => {
    const values = createTripSchema.parse({
      ...OWN,
      fleet: 'market',
      truckId: '',
      driverId: '',
      vehicleId: VEHICLE.id,
      hireRateBasis: 'fixed',
      hireRate: '18000',
      hireAdvance: '5000',
      commission: '500',
    });
    const request = tripRequest(values);
    expect(request).toMatchObject({ hireRateBasis: 'fixed', hireRate: '18000', hireAdvance: '5000', commission: '500' });
    expect(createTripSchema.parse(request)).toEqual(values);
  });

  it('shows a saved trip in rupees as typed, and checks it unchanged', () => {
    expect([rupeesText(0), rupeesText(5), rupeesText(150_000), rupeesText(123_456_78), rupeesText(null)]).toEqual([
      '0',
      '0.05',
      '1500',
      '123456.78',
      '',
    ]);
    const values = createTripSchema.parse(tripFormInput(aTrip()));
    expect(values).toMatchObject({
      rate: 200_000,
      partyAdvance: 500_000,
      startKm: 120_000,
      charges: [expect.objectContaining({ amount: 150_000 })],
    });
  });
});
