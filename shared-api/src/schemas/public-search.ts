import { z } from 'zod';

/** Request bodies of the public search calls (spec §7). The client's limits are spec §9's; the caps stop abuse. */
const queryField = z.string({ error: 'Query must be text' }).trim().max(200, 'Query must be at most 200 characters').default('');

function limitField(fallback: number) {
  return z
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'Limit must be at most 50')
    .default(fallback);
}

const offsetField = z
  .number({ error: 'Offset must be a number' })
  .int('Offset must be a whole number')
  .min(0, 'Offset must be 0 or more')
  .max(10_000, 'Offset must be at most 10000')
  .default(0);

export const publicServiceTypes = ['freight', 'transport', 'storage', 'specialized', 'fulfillment'] as const;
export const searchContentTypes = ['all', 'service', 'industry', 'help'] as const;

export const helpSearchSchema = z.object({
  query: queryField,
  filters: z
    .object({ category: z.string({ error: 'Category must be text' }).trim().max(80, 'Category is too long').optional() })
    .default({}),
  limit: limitField(10),
  offset: offsetField,
});

export const serviceSearchSchema = z.object({
  query: queryField,
  serviceType: z.enum(publicServiceTypes, { error: `Service type must be one of ${publicServiceTypes.join(', ')}` }).optional(),
  limit: limitField(20),
});

export const industrySearchSchema = z.object({ query: queryField, limit: limitField(15) });

export const globalSearchSchema = z.object({
  query: queryField,
  contentType: z
    .enum(searchContentTypes, { error: `Content type must be one of ${searchContentTypes.join(', ')}` })
    .default('all'),
  limit: limitField(25),
  offset: offsetField,
});

export type HelpSearchInput = z.output<typeof helpSearchSchema>;
export type ServiceSearchInput = z.output<typeof serviceSearchSchema>;
export type IndustrySearchInput = z.output<typeof industrySearchSchema>;
export type GlobalSearchInput = z.output<typeof globalSearchSchema>;
