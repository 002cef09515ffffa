import type { FastifyPluginAsync } from 'fastify';
import { bankListQuerySchema, createBankSchema, updateBankSchema } from 'shared-api/schemas';
import { registerMasterRoutes } from '../masters/routes';
import type { BanksService } from './service';

/** Bank accounts and cash boxes (admin only). */
export const banksRoutes: FastifyPluginAsync<{ banks: BanksService }> = async (app, { banks }) => {
  registerMasterRoutes(app, {
    tag: 'Banks',
    singular: 'account',
    plural: 'accounts',
    label: (bank) => bank.name,
    crud: banks,
    schemas: { list: bankListQuerySchema, create: createBankSchema, update: updateBankSchema },
  });
};
