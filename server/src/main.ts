import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = await openDatabase(config);
  // From here on the PGlite lock is held: every exit path must release it.
  process.once('exit', () => void database.close().catch(() => {}));

  try {
    await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, db: database.db, databaseKind: database.kind });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // A stuck connection must not keep the process (and the DATA_DIR lock) alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close(); // PGlite flushes and the lock is released
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}`);
}

main().catch((error: unknown) => {
  // Expected start-up problems get one clear line instead of a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
