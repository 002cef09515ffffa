import { and, eq, isNull, sql } from 'drizzle-orm';
import { shipmentStatusLabels, tripAmounts, type TripDetail } from 'shared-api/schemas';
import { banks, billingParties, drivers, moneyEntries, trackingEvents, trips, trucks, vehicles } from '../../db/schema';
import { jsonObject, jsonObjectOrNull, jsonRow, lookupSql, rawJson, withFields } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
import { chargesOf, preparedPerReader, TRIP_CHARGES, TRIP_DOCUMENT_COUNT, TRIP_NUMBERS, tripsJoined, type Reader } from './shape';

/*
 * A trip's own page (GET /trips/:id) as the API's JSON, written by the database: the trip of some sixty
 * fields, its timeline and its party advance's receipt. Read into values and built by the server
 * (shape.ts, which the changes still use for their before and after), it cost the server, one thread,
 * more than it cost PostgreSQL. What the code works out, the trip's amounts from its freight, hire and
 * charges, is added at the end (withFields).
 */

const party = (side: 'consignor' | 'consignee') =>
  jsonObject({
    name: trips[`${side}Name`],
    address: trips[`${side}Address`],
    gstin: trips[`${side}Gstin`],
    phone: trips[`${side}Phone`],
  });

const event = jsonObject({
  id: trackingEvents.id,
  date: trackingEvents.eventDate,
  time: sql`to_char(${trackingEvents.eventTime}, 'HH24:MI')`,
  status: trackingEvents.status,
  statusLabel: lookupSql(trackingEvents.status, shipmentStatusLabels),
  location: trackingEvents.location,
  description: trackingEvents.description,
});

/** The timeline, oldest first. */
const EVENTS = rawJson(
  sql`select '[' || coalesce(string_agg(${event.jsonText}, ',' order by ${trackingEvents.eventDate}, ${trackingEvents.eventTime}, ${trackingEvents.createdAt}), '') || ']' from ${trackingEvents} where ${trackingEvents.shipmentId} = ${trips.shipmentId}`,
);

/** The standing receipt of the party's advance, or null. */
const ADVANCE_RECEIPT = rawJson(
  sql`select ${
    jsonObject({
      id: moneyEntries.id,
      reference: moneyEntries.reference,
      mode: moneyEntries.mode,
      bank: jsonObjectOrNull(banks.id, { id: banks.id, name: banks.name }),
    }).jsonText
  } from ${moneyEntries} left join ${banks} on ${eq(banks.id, moneyEntries.toBankId)} where ${and(
    eq(moneyEntries.tripId, trips.id),
    eq(moneyEntries.kind, 'receipt'),
    isNull(moneyEntries.reversedAt),
  )} limit 1`,
);

/** Every field of TripDetail but `charges` and `amounts`, which the server adds. */
const DETAIL = jsonRow<TripDetail>({
  ...TRIP_NUMBERS,
  lrDate: trips.lrDate,
  status: trips.status,
  billingParty: jsonObject({
    id: billingParties.id,
    name: billingParties.name,
    gstin: billingParties.gstin,
    email: billingParties.email,
  }),
  consignor: party('consignor'),
  consignee: party('consignee'),
  deliveryAddress: trips.deliveryAddress,
  origin: trips.origin,
  destination: trips.destination,
  distanceKm: trips.distanceKm,
  goodsDescription: trips.goodsDescription,
  packages: trips.packages,
  packing: trips.packing,
  actualWeightTonnes: trips.actualWeightTonnes,
  chargedWeightTonnes: trips.chargedWeightTonnes,
  declaredValuePaise: trips.declaredValuePaise,
  invoiceNumber: trips.invoiceNumber,
  invoiceDate: trips.invoiceDate,
  invoiceValuePaise: trips.invoiceValuePaise,
  ewayBillNumber: trips.ewayBillNumber,
  ewayBillValidUntil: trips.ewayBillValidUntil,
  freightTerms: trips.freightTerms,
  gstPayer: trips.gstPayer,
  risk: trips.risk,
  rateBasis: trips.rateBasis,
  ratePaise: trips.ratePaise,
  freightPaise: trips.freightPaise,
  partyAdvancePaise: trips.partyAdvancePaise,
  fleet: trips.fleet,
  truck: jsonObjectOrNull(trucks.id, {
    id: trucks.id,
    registrationNumber: trucks.registrationNumber,
    truckType: trucks.truckType,
  }),
  driver: jsonObjectOrNull(drivers.id, { id: drivers.id, name: drivers.name, phone: drivers.phone }),
  vehicle: jsonObjectOrNull(vehicles.id, {
    id: vehicles.id,
    registrationNumber: vehicles.registrationNumber,
    ownerName: vehicles.ownerName,
    vehicleType: vehicles.vehicleType,
  }),
  marketDriverName: trips.marketDriverName,
  marketDriverPhone: trips.marketDriverPhone,
  hireRateBasis: trips.hireRateBasis,
  hireRatePaise: trips.hireRatePaise,
  hirePaise: trips.hirePaise,
  hireAdvancePaise: trips.hireAdvancePaise,
  commissionPaise: trips.commissionPaise,
  startKm: trips.startKm,
  endKm: trips.endKm,
  remarks: trips.remarks,
  cancelReason: trips.cancelReason,
  startedAt: trips.startedAt,
  deliveredAt: trips.deliveredAt,
  podReceivedAt: trips.podReceivedAt,
  cancelledAt: trips.cancelledAt,
  documentCount: TRIP_DOCUMENT_COUNT,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
  events: EVENTS,
  partyAdvanceReceipt: ADVANCE_RECEIPT,
});

const detailJsonStatement = preparedPerReader((reader) =>
  tripsJoined(reader, {
    json: DETAIL,
    charges: TRIP_CHARGES,
    fleet: trips.fleet,
    freightPaise: trips.freightPaise,
    partyAdvancePaise: trips.partyAdvancePaise,
    hirePaise: trips.hirePaise,
    hireAdvancePaise: trips.hireAdvancePaise,
    commissionPaise: trips.commissionPaise,
  })
    .where(eq(trips.id, sql.placeholder('id')))
    .prepare('trip_detail_json'),
);

/** A trip with its timeline as the API's JSON, in one statement; undefined when there is no such trip. */
export async function tripDetailJson(reader: Reader, id: string): Promise<JsonText<TripDetail> | undefined> {
  const [found] = await detailJsonStatement(reader).execute({ id });
  if (!found) return undefined;
  const charges = chargesOf(found.charges);
  const amounts = tripAmounts({
    fleet: found.fleet,
    freightPaise: found.freightPaise,
    partyAdvancePaise: found.partyAdvancePaise,
    charges,
    hirePaise: found.hirePaise,
    hireAdvancePaise: found.hireAdvancePaise,
    commissionPaise: found.commissionPaise,
  });
  return withFields(found.json, { charges, amounts });
}
