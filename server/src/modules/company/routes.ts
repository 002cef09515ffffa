import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import type { CompanyService } from './service';

/** The public company profile: contact details and social links for the site header and footer. */
export const companyRoutes: FastifyPluginAsync<{ company: CompanyService }> = async (app, { company }) => {
  app.get('/', { config: { public: true } }, async () => {
    const profile = await company.get();
    if (!profile) throw notFound('Company profile is not set up');
    return { success: true, data: profile };
  });
};
