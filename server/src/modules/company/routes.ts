import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { extensionOf, LEGACY_SVG_LOGO_NAME, logoContentTypes, logoFileOf, logoUrlFor, type LogoStore } from './logo-store';
import { PROFILE_NOT_SET_UP, type CompanyService } from './service';

export interface CompanyRoutesOptions {
  company: CompanyService;
  logos: LogoStore;
}

/** The public company profile: contact details and social links for the site header and footer. */
export const companyRoutes: FastifyPluginAsync<CompanyRoutesOptions> = async (instance, { company, logos }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { config: { public: true }, schema: { summary: 'Public company details for the site header and footer', tags: ['Company'] } },
    async () => {
      const profile = await company.get();
      if (!profile) throw notFound(PROFILE_NOT_SET_UP);
      return { success: true, data: profile };
    },
  );

  app.get(
    '/logo/:file',
    {
      config: { public: true },
      schema: {
        summary: 'The uploaded company logo (content-addressed file name); an old .svg logo URL redirects to the current logo',
        tags: ['Company'],
        // Any text passes validation: a name that is not a logo name answers 404, like a missing file.
        params: z.object({ file: z.string().describe('logo-<16 hex digits>.<png|jpg|webp>') }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // Logos uploaded as SVG used to be served as SVG. Such files have been converted to PNG on
      // start (disk-logo.ts) and are never served; their URLs, still in pages and caches,
      // lead to the current logo. Not for good (the logo may change), so neither is the redirect.
      if (LEGACY_SVG_LOGO_NAME.test(file)) {
        const current = logoFileOf((await company.get())?.logoUrl ?? null);
        if (!current) throw notFound('Logo not found');
        return reply.header('cache-control', 'no-cache').redirect(logoUrlFor(current), 302);
      }

      // A name that is not exactly a logo name is "not found", never a path to resolve.
      const extension = extensionOf(file);
      const content = extension && (await logos.read(file));
      if (!extension || !content) throw notFound('Logo not found');

      reply
        .type(logoContentTypes[extension])
        // The name changes whenever the content does, so the file can be cached for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Only ever pixels; should one be opened as a document all the same, it may do nothing.
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(content);
    },
  );
};
