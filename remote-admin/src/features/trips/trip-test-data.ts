import { billingPartiesApi, driversApi, trucksApi, vehiclesApi } from 'shared-api/back-office';
import type { BillingPartyOption, DriverOption, TripDetail, TruckOption, VehicleOption } from 'shared-api/schemas';

/* Records and stand-ins for the API calls behind the trip screens' component tests. */

export const PARTY: BillingPartyOption = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e01',
  label: 'Kumar Textiles',
  gstin: '24AAACK1234A1Z5',
  stateName: 'Gujarat',
  city: 'Surat',
  active: true,
};

export const TRUCK: TruckOption = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e02',
  label: 'MH12AB1234',
  truckType: 'container',
  status: 'available',
  papersStatus: 'valid',
  nextExpiryOn: '2027-09-01',
};

export const DRIVER: DriverOption = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e03',
  label: 'Ramesh Yadav',
  phone: '+919820012345',
  status: 'active',
  licenceNumber: 'MH1220110012345',
  licenceExpiresOn: '2030-05-31',
  licenceStatus: 'valid',
};

export const VEHICLE: VehicleOption = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e04',
  label: 'GJ05CD6789',
  ownerName: 'Patel Roadways',
  ownerPan: null,
  vehicleType: 'open_body',
  active: true,
};

/** Each master's typeahead answers with the records given (by default, the ones above). */
export function mockSelects({
  trucks = [TRUCK],
  drivers = [DRIVER],
  parties = [PARTY],
  vehicles = [VEHICLE],
}: { trucks?: TruckOption[]; drivers?: DriverOption[]; parties?: BillingPartyOption[]; vehicles?: VehicleOption[] } = {}) {
  jest.spyOn(billingPartiesApi, 'select').mockResolvedValue({ success: true, data: parties });
  jest.spyOn(trucksApi, 'select').mockResolvedValue({ success: true, data: trucks });
  jest.spyOn(driversApi, 'select').mockResolvedValue({ success: true, data: drivers });
  jest.spyOn(vehiclesApi, 'select').mockResolvedValue({ success: true, data: vehicles });
}

export function aTrip(overrides: Partial<TripDetail> = {}): TripDetail {
  return {
    id: '7d1c2f3e-1111-4a2b-8c3d-4e5f6a7b8c9d',
    sessionId: 's-2526',
    sessionName: '2025-26',
    tripNumber: 42,
    lrNumber: 42,
    tripNo: 'T-2526-00042',
    lrNo: 'LR-2526-00042',
    trackingNumber: 'GRL2526042',
    branchId: null,
    tripDate: '2026-02-10',
    lrDate: '2026-02-10',
    status: 'planned',
    billingParty: { id: PARTY.id, name: PARTY.label, gstin: PARTY.gstin, email: 'accounts@kumartextiles.in' },
    consignor: { name: 'Kumar Textiles Mill', address: 'Ring Road, Surat', gstin: null, phone: null },
    consignee: { name: 'Delhi Fabrics', address: 'Chandni Chowk, Delhi', gstin: null, phone: '+919811122233' },
    deliveryAddress: null,
    origin: 'Surat',
    destination: 'Delhi',
    distanceKm: 1150,
    goodsDescription: 'Cotton fabric',
    packages: 120,
    packing: 'Bales',
    actualWeightTonnes: '12.5',
    chargedWeightTonnes: null,
    declaredValuePaise: null,
    invoiceNumber: null,
    invoiceDate: null,
    invoiceValuePaise: null,
    ewayBillNumber: null,
    ewayBillValidUntil: null,
    freightTerms: 'tbb',
    gstPayer: 'consignor',
    risk: 'owner',
    rateBasis: 'per_tonne',
    ratePaise: 200_000,
    freightPaise: 2_500_000,
    partyAdvancePaise: 500_000,
    fleet: 'own',
    truck: { id: TRUCK.id, registrationNumber: TRUCK.label, truckType: 'container' },
    driver: { id: DRIVER.id, name: DRIVER.label, phone: DRIVER.phone },
    vehicle: null,
    marketDriverName: null,
    marketDriverPhone: null,
    hireRateBasis: null,
    hireRatePaise: null,
    hirePaise: null,
    hireAdvancePaise: 0,
    commissionPaise: 0,
    startKm: 120_000,
    endKm: null,
    charges: [{ kind: 'loading', side: 'party', effect: 'add', amountPaise: 150_000, note: 'Crane' }],
    amounts: {
      partyChargesPaise: 150_000,
      partyTotalPaise: 2_650_000,
      partyBalancePaise: 2_150_000,
      vehicleChargesPaise: 0,
      ownerPayablePaise: 0,
      estimatedProfitPaise: 2_650_000,
    },
    remarks: null,
    cancelReason: null,
    startedAt: null,
    deliveredAt: null,
    podReceivedAt: null,
    cancelledAt: null,
    documentCount: 0,
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    events: [],
    partyAdvanceReceipt: null,
    ...overrides,
  };
}
