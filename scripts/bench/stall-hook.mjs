// Loaded into a server on PGlite by `npm run bench:api` (node --import): on SIGUSR2 it runs one
// 5-second query on the server's own PGlite, as a slow report would. PGlite runs in the server's
// process, so nothing outside it can reach that database; the embedded and outside PostgreSQL are
// given their slow query on a connection of the benchmark's own.
import { PGlite } from '@electric-sql/pglite';

const create = PGlite.create.bind(PGlite);
let database;
PGlite.create = async (...args) => (database = await create(...args));
process.on('SIGUSR2', () => {
  void database?.query('select pg_sleep(5)');
});
