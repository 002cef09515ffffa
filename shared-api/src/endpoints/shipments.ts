import type { Shipment, ShipmentListQuery } from '../schemas';
import type { NumberedListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** The signed-in customer's shipments (public tracking by number goes through the public search client). */
export const shipmentsApi = {
  mine: async (query: Partial<ShipmentListQuery> = {}) =>
    (await http()).get('shipments/mine', { searchParams: searchParams(query) }).json<NumberedListEnvelope<Shipment>>(),
};
