import { z } from 'zod';

/**
 * `:id` params. A malformed id is rejected by validation (400, errors.id) before it reaches the
 * database, where the uuid cast would otherwise fail as a 500.
 */
export const idParamsSchema = z.object({
  id: z.uuid({ error: 'Must be a valid id' }),
});
