// The load's traffic: visitors on the public site, and staff in the back office each running trips
// through their life (booked, started, tracked, documents, delivered, POD) and recording receipts.
// Every write the API acknowledged (2xx with an id) goes into the ledger, to be read back afterwards.
import { createHash } from 'node:crypto';
import { quoteBody } from '../../server/test/helpers/bodies';
import { pdfFile } from '../../server/test/helpers/sample-pdf';
import { sleep, type Answer, type Recorder } from './http';

export const LOAD_ADMIN = { email: 'load-admin@example.com', password: 'Load-test-2026' };
export const RATE_LIMIT_ACCOUNT = { email: 'guessed@example.com', password: 'Right-one-2026' };

/** An acknowledged write and how to tell it was kept. */
export interface Write {
  kind: 'quote' | 'trip' | 'status change' | 'tracking event' | 'document' | 'receipt';
  id: string;
  /** Resolves true when the write is found as it was acknowledged. */
  verify(api: Recorder, token: string): Promise<boolean>;
}

export interface World {
  api: Recorder;
  adminToken: string;
  parties: { id: string }[];
  fleet: { truckId: string; driverId: string; address: string }[];
  pages: string[];
  trackingNumbers: string[];
  writes: Write[];
  /** Stops the clients: they finish the call in hand and return. */
  until: number;
}

const SEARCHES = ['ocean', 'air freight', 'cold chain', 'customs', 'warehouse', 'pharma', 'tracking', 'road', 'project cargo'];
const STATIC_FILES = [
  '/main.js',
  '/remotes/marketing/mf-manifest.json',
  '/remotes/marketing/remoteEntry.js',
  '/runtime-config.json',
];
const FALLBACK_PAGES = ['/', '/about', '/services', '/industries', '/blog', '/contact', '/quote', '/track', '/clients'];
const STATUS_ORDER = ['planned', 'in_transit', 'delivered', 'pod_received', 'billed', 'settled'];

let serial = 0;
const unique = () => `${process.pid}-${(serial += 1)}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const visitorAddress = () =>
  `10.${1 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Today and the time in India, as the server dates trips and events. */
function indiaNow(): { date: string; time: string } {
  const india = new Date(Date.now() + 5.5 * 3_600_000).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 16) };
}

function ok(answer: Answer, what: string): Answer {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body ?? '').slice(0, 300)}`);
  }
  return answer;
}

/** The admin, the billing parties, a truck and a driver per staff client, and the account guessed at later. */
export async function setUp(api: Recorder, staff: number): Promise<Omit<World, 'writes' | 'until' | 'trackingNumbers'>> {
  const ip = '10.250.0.1';
  const login = ok(await api.call('setup', 'POST', '/api/auth/login', { body: LOAD_ADMIN, ip }), 'admin sign-in');
  const adminToken: string = login.body.data.token;
  const post = async (path: string, body: unknown) =>
    ok(await api.call('setup', 'POST', path, { body, token: adminToken, ip }), `POST ${path}`).body.data;

  const run = Date.now().toString(36).slice(-4).toUpperCase();
  const parties = [];
  for (let index = 0; index < 3; index += 1)
    parties.push(await post('/api/billing-parties', { name: `Load Party ${run} ${index + 1}`, stateCode: '27' }));
  const valid = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const fleet = [];
  for (let index = 0; index < staff; index += 1) {
    const number = String(index + 1).padStart(4, '0');
    const papers = Object.fromEntries(
      ['rc', 'insurance', 'fitness', 'national_permit', 'puc'].map((kind) => [
        kind,
        { number: `${kind.toUpperCase()}-${run}-${number}`, expiresOn: valid },
      ]),
    );
    const truck = await post('/api/trucks', {
      registrationNumber: `MH12LT${number}`,
      truckType: 'open_body',
      odometerKm: 100_000,
      papers,
    });
    const driver = await post('/api/drivers', {
      name: `Load Driver ${number}`,
      phone: '9876543210',
      licenceNumber: `MH14${number}${String(Date.now()).slice(-7)}`,
      licenceExpiresOn: valid,
    });
    fleet.push({ truckId: truck.id, driverId: driver.id, address: `10.240.${Math.floor(index / 250)}.${(index % 250) + 1}` });
  }
  await post('/api/users', { name: 'Guessed Customer', ...RATE_LIMIT_ACCOUNT, role: 'customer' });

  // The pages a crawler would find: the sitemap of the prerendered pages, when there is one.
  const sitemap = await fetch(`${api.origin}/sitemap.xml`);
  const text = sitemap.ok ? await sitemap.text() : '';
  const pages = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return { api, adminToken, parties, fleet, pages: pages.length > 0 ? pages : FALLBACK_PAGES };
}

/** A visitor: pages, their files, searches, tracking, now and then a quote request; a new visitor every few steps. */
export async function visitor(world: World): Promise<void> {
  const { api } = world;
  let ip = visitorAddress();
  for (let step = 0; Date.now() < world.until; step += 1) {
    if (step % 8 === 7) ip = visitorAddress();
    const roll = Math.random();
    if (roll < 0.35) await api.call('GET page', 'GET', pick(world.pages), { ip });
    else if (roll < 0.5) await api.call('GET static file', 'GET', pick(STATIC_FILES), { ip });
    else if (roll < 0.7) {
      await api.call('POST search', 'POST', '/api/search/global', { body: { query: pick(SEARCHES) }, ip });
    } else if (roll < 0.8) {
      await api.call('POST services search', 'POST', '/api/services/search', { body: { query: pick(SEARCHES) }, ip });
    } else if (roll < 0.95) {
      const trackingNumber = world.trackingNumbers.length > 0 && Math.random() < 0.8 ? pick(world.trackingNumbers) : 'GRL999999';
      await api.call('POST tracking', 'POST', '/api/tracking/search', { body: { trackingNumber }, ip });
    } else {
      await requestQuote(world, ip);
    }
    await sleep(50 + Math.random() * 200);
  }
}

async function requestQuote(world: World, ip: string) {
  const contactName = `Load Visitor ${unique()}`;
  const email = `visitor-${unique()}@load.example`;
  const ready = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const body = quoteBody({ contactName, company: 'Load Test Exports', email, readyDate: ready });
  const answer = await world.api.call('POST quote', 'POST', '/api/quotes', { body, ip });
  const id = answer.status === 201 ? answer.body?.data?.id : undefined;
  if (!id) return;
  world.writes.push({
    kind: 'quote',
    id,
    verify: async (api, token) => {
      const read = await api.call('read back', 'GET', `/api/quotes/${id}`, { token });
      return read.status === 200 && read.body.data.email === email && read.body.data.contactName === contactName;
    },
  });
}

/** A member of staff with a truck and a driver of their own, so their trips never wait on each other's. */
export async function staffMember(world: World, index: number): Promise<void> {
  const { api } = world;
  const own = world.fleet[index]!;
  const ip = own.address;
  // Like a person, they try again when the sign-in fails (it may have been in flight on the killed instance).
  let token: string | undefined;
  for (let attempt = 1; !token; attempt += 1) {
    const signIn = await api.call('POST sign-in', 'POST', '/api/auth/login', { body: LOAD_ADMIN, ip });
    token = signIn.body?.data?.token;
    if (!token && attempt === 3) throw new Error(`staff ${index} could not sign in: ${signIn.status}`);
  }
  const as = { token, ip };
  let trip: { id: string; status: string; events: number } | undefined;
  const knownTrips: string[] = [];

  /** After a call that did not succeed, the trip's real status decides what comes next. */
  const refresh = async () => {
    if (!trip) return;
    const read = await api.call('GET trip', 'GET', `/api/trips/${trip.id}`, as);
    if (read.status === 200) trip.status = read.body.data.status;
  };

  while (Date.now() < world.until) {
    const roll = Math.random();
    if (roll < 0.3) {
      const lists = [
        ['GET trips list', '/api/trips?limit=20'],
        ['GET trips list', `/api/trips?limit=20&status=in_transit`],
        ['GET quotes list', '/api/quotes?limit=20'],
        ['GET trucks list', '/api/trucks?limit=20'],
        ['GET parties list', '/api/billing-parties?limit=20'],
        ['GET money entries', '/api/money-entries?limit=20'],
        ['GET trips stats', '/api/trips/stats'],
      ] as const;
      const [call, path] = pick(lists);
      await api.call(call, 'GET', path, as);
    } else if (roll < 0.42 && knownTrips.length > 0) {
      await api.call('GET trip', 'GET', `/api/trips/${pick(knownTrips)}`, as);
    } else if (roll < 0.47) {
      await receipt(world, as);
    } else {
      trip = await nextStep(world, own, as, trip, knownTrips, refresh);
    }
    await sleep(50 + Math.random() * 200);
  }
}

async function receipt(world: World, as: { token: string; ip: string }) {
  const party = pick(world.parties);
  const rupees = 100 + Math.floor(Math.random() * 9000);
  const notes = `load ${unique()}`;
  const body = {
    kind: 'receipt',
    entryDate: indiaNow().date,
    billingPartyId: party.id,
    mode: 'cash',
    amount: String(rupees),
    notes,
  };
  const answer = await world.api.call('POST receipt', 'POST', '/api/money-entries', { body, ...as });
  const id = answer.status === 201 ? answer.body?.data?.id : undefined;
  if (!id) return;
  world.writes.push({
    kind: 'receipt',
    id,
    verify: async (api, token) => {
      const read = await api.call('read back', 'GET', `/api/money-entries/${id}`, { token });
      return read.status === 200 && read.body.data.notes === notes;
    },
  });
}

/** One step of the staff member's current trip: book, start, track, file a paper, deliver, file the POD. */
async function nextStep(
  world: World,
  own: World['fleet'][number],
  as: { token: string; ip: string },
  trip: { id: string; status: string; events: number } | undefined,
  knownTrips: string[],
  refresh: () => Promise<void>,
): Promise<typeof trip> {
  const { api } = world;
  if (!trip || trip.status === 'pod_received' || trip.status === 'cancelled') {
    const booked = await api.call('POST trip', 'POST', '/api/trips', { body: tripBody(world, own), ...as });
    if (booked.status !== 201) return trip;
    const data = booked.body.data;
    world.trackingNumbers.push(data.trackingNumber);
    knownTrips.push(data.id);
    world.writes.push({
      kind: 'trip',
      id: data.id,
      verify: async (reader, token) => {
        const read = await reader.call('read back', 'GET', `/api/trips/${data.id}`, { token });
        return read.status === 200 && read.body.data.tripNo === data.tripNo;
      },
    });
    return { id: data.id, status: data.status, events: 0 };
  }
  const now = indiaNow();
  if (trip.status === 'planned') {
    // Started at midnight of its date, so the events recorded from now on come after the start.
    const answer = await api.call('POST start trip', 'POST', `/api/trips/${trip.id}/start`, {
      body: { date: now.date, time: '00:00' },
      ...as,
    });
    if (answer.status === 200) acknowledgeStatus(world, trip.id, 'in_transit');
    else await refresh();
    if (answer.status === 200) trip.status = 'in_transit';
    return trip;
  }
  if (trip.status === 'in_transit' && trip.events < 2) {
    const description = `Load event ${unique()}`;
    const body = { date: now.date, time: now.time, location: 'Lonavala', status: 'in_transit', description };
    const answer = await api.call('POST tracking event', 'POST', `/api/trips/${trip.id}/events`, { body, ...as });
    trip.events += 1; // a refused event is not tried again; the trip moves on
    if (answer.status === 201) {
      const tripId = trip.id;
      world.writes.push({
        kind: 'tracking event',
        id: description,
        verify: async (reader, token) => {
          const read = await reader.call('read back', 'GET', `/api/trips/${tripId}`, { token });
          return (
            read.status === 200 &&
            read.body.data.events.some((event: { description: string }) => event.description === description)
          );
        },
      });
    }
    if (trip.events === 2) await fileDocument(world, as, trip.id, 'weighment_slip');
    return trip;
  }
  if (trip.status === 'in_transit') {
    const answer = await api.call('POST deliver trip', 'POST', `/api/trips/${trip.id}/deliver`, {
      body: { endKm: 999_999 },
      ...as,
    });
    if (answer.status === 200) {
      acknowledgeStatus(world, trip.id, 'delivered');
      trip.status = 'delivered';
    } else await refresh();
    return trip;
  }
  if (trip.status === 'delivered') {
    if (await fileDocument(world, as, trip.id, 'pod')) {
      acknowledgeStatus(world, trip.id, 'pod_received');
      trip.status = 'pod_received';
    } else await refresh();
    return trip;
  }
  return undefined; // billed or settled by someone else: book a new one
}

function tripBody(world: World, own: World['fleet'][number]) {
  return {
    tripDate: indiaNow().date,
    billingPartyId: pick(world.parties).id,
    consignorName: 'Acme Steel Pvt Ltd',
    consignorAddress: 'Plot 7, MIDC Taloja, Navi Mumbai',
    consigneeName: 'Bharat Fabricators',
    consigneeAddress: 'Bhosari MIDC, Pune',
    origin: 'Mumbai',
    destination: 'Pune',
    distanceKm: 150,
    goodsDescription: 'Steel coils',
    packages: 4,
    packing: 'Loose',
    actualWeightTonnes: '12.345',
    freightTerms: 'tbb',
    gstPayer: 'consignor',
    rateBasis: 'per_tonne',
    rate: '1,250.50',
    fleet: 'own',
    truckId: own.truckId,
    driverId: own.driverId,
  };
}

/** A status the API acknowledged: afterwards the trip must be at least that far along. */
function acknowledgeStatus(world: World, tripId: string, status: string) {
  world.writes.push({
    kind: 'status change',
    id: `${tripId} → ${status}`,
    verify: async (api, token) => {
      const read = await api.call('read back', 'GET', `/api/trips/${tripId}`, { token });
      return read.status === 200 && STATUS_ORDER.indexOf(read.body.data.status) >= STATUS_ORDER.indexOf(status);
    },
  });
}

/** Uploads a one-page PDF of its own; true when acknowledged (it is then read back byte for byte). */
async function fileDocument(world: World, as: { token: string; ip: string }, tripId: string, type: string): Promise<boolean> {
  const content = pdfFile(`${type} ${unique()}`);
  const form = new FormData();
  form.append('tripId', tripId);
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), `${type}.pdf`);
  const answer = await world.api.call('POST document upload', 'POST', '/api/documents/upload', { form, ...as });
  const id = answer.status === 201 ? answer.body?.data?.id : undefined;
  if (!id) return false;
  const digest = createHash('sha256').update(content).digest('hex');
  world.writes.push({
    kind: 'document',
    id,
    verify: async (api, token) => {
      const read = await api.call('read back', 'GET', `/api/documents/download/${id}`, { token, binary: true });
      return (
        read.status === 200 &&
        createHash('sha256')
          .update(read.bytes ?? Buffer.alloc(0))
          .digest('hex') === digest
      );
    },
  });
  return true;
}
