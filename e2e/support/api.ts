import { indianToday } from '../../shared-api/src/schemas/index.ts';

/** A day counted from today in India (the business's dates), as yyyy-mm-dd. */
export function dayFromToday(days: number): string {
  const date = new Date(`${indianToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Papers valid for `days` more days, for a truck made through the API. */
export const truckPapers = (days = 200) =>
  Object.fromEntries(
    ['rc', 'insurance', 'fitness', 'national_permit', 'puc'].map((kind) => [
      kind,
      { number: `${kind.toUpperCase()}-7781`, expiresOn: dayFromToday(days) },
    ]),
  );

/**
 * A to-be-billed trip of steel coils from Mumbai to Pune today, for the billing party `partyId`; `extra`
 * names the vehicle, the rate and anything else the test needs.
 */
export const steelTripBody = (partyId: string, extra: Record<string, unknown>) => ({
  tripDate: indianToday(),
  billingPartyId: partyId,
  consignorName: 'Acme Steel Pvt Ltd',
  consigneeName: 'Bharat Fabricators',
  origin: 'Mumbai',
  destination: 'Pune',
  goodsDescription: 'Steel coils',
  actualWeightTonnes: '12.345',
  freightTerms: 'tbb',
  gstPayer: 'consignor',
  risk: 'owner',
  ...extra,
});

/** Signs the admin in through the API and answers a caller of the API with its token (for a test's records). */
export async function apiAs(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  async function api<T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  }
  return { token, api };
}
