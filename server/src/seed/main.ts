import { prepareDatabase } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createPasswordHasher } from '../lib/passwords';
import { DEMO_PASSWORD, demoUsers } from './demo-data';
import { seedDemoBusiness } from './demo-business';
import { withInjectedApi } from './injected-api';
import { seedDemo } from './seed-demo';

/** `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
    const result = await seedDemo(database.db, createPasswordHasher(config.passwordHashing));
    const demoAdmin = demoUsers.find((user) => user.role === 'admin' && user.active)!;
    const business = await withInjectedApi(database, config, { email: demoAdmin.email, password: DEMO_PASSWORD }, (api) =>
      seedDemoBusiness(api),
    );
    const businessLine =
      business.trips > 0
        ? ` and a few weeks of business: ${business.trips} trips, ${business.bills} freight bills, ${business.moneyEntries} money entries and ${business.expenses} expenses`
        : '';
    if (result.alreadySeeded) {
      console.log(
        result.shipments + result.masters + business.trips > 0
          ? `Demo data was there; added ${result.shipments} demo shipments and ${result.masters} master records${businessLine}.`
          : 'Demo data is already there; nothing changed.',
      );
    } else {
      console.log(
        `Added ${result.users} demo users, ${result.quotes} quote requests, ${result.shipments} shipments (try tracking GRL001) and ${result.masters} master records (parties, vehicles, banks, trucks, drivers)${businessLine}, and filled in the company profile.`,
      );
      const customer = demoUsers.find((user) => user.role === 'customer');
      console.log(
        `Demo accounts use the password ${DEMO_PASSWORD}, e.g. ${demoAdmin.email} (admin) or ${customer?.email} (customer).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Seeding failed:', error);
  process.exit(1);
});
