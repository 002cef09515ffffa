import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { startPrerenderSupervisor } from './prerender/supervisor';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // From here on the PGlite lock is held. A crash or process.exit() skips close(), so release it
  // synchronously on 'exit' too (a kill -9 leaves a stale lock, which the next start takes over).
  process.once('exit', () => database.releaseLock());

  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database, config);
    app = await buildApp({
      config,
      db: database.db,
      genericPlans: database.genericPlans,
      databaseKind: database.kind,
      backgroundJobs: true,
      poolStats: database.poolStats,
      listen: database.listen,
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // e.g. a failed migration or the port in use: close PGlite properly before exiting.
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
  const server = app;
  server.log.info(`database: ${database.engine}${database.engine === 'postgresql' ? '' : ` in ${config.dataDir}`}`);
  // Unless PRERENDER_ORIGIN names another address, the job reaches this server on the loopback address.
  const prerender = config.prerender
    ? startPrerenderSupervisor({
        mapPath: config.runtimeConfigPath,
        origin: config.prerenderOrigin ?? `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        outDir: config.prerenderDir,
        staticRoot: config.staticRoot,
        publicUrl: config.publicUrl,
        log: server.log,
      })
    : undefined;

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs;
    server.log.info(`${signal} received: not ready; finishing the requests in flight (at most ${timeoutMs} ms), then stopping`);
    // A request that outlasts the timeout loses its connection, so the pool and the DATA_DIR lock are
    // still released properly; and if even that hangs, the process goes anyway.
    let cut = false;
    const overdue = setTimeout(() => {
      cut = true;
      server.log.warn('shutdown timeout: closing the connections of requests still in flight');
      server.server.closeAllConnections();
    }, timeoutMs);
    overdue.unref();
    setTimeout(() => {
      server.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, timeoutMs + 10_000).unref();
    try {
      prerender?.stop();
      await server.close(); // /api/ready turns 503, no new connections, idle keep-alive ones closed, in-flight ones finish
      clearTimeout(overdue);
      await database.close(); // the embedded database shuts down cleanly and the lock is released
      server.log.info('stopped');
      process.exit(cut ? 1 : 0);
    } catch (error) {
      server.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Expected start-up problems get one clear line instead of a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`${(error as Error).message}: another program uses that port; set PORT to a free one.`);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
