import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` reads this: migrations are applied by the server itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
  casing: 'snake_case',
});
