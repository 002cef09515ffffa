import type { FastifyPluginAsync } from 'fastify';
import { bankListQuerySchema, createBankSchema, updateBankSchema } from 'shared-api/schemas';
import { registerMasterRoutes } from '../masters/routes';
import { registerSheetRoutes } from '../masters/sheet-routes';
import { bankColumns } from './sheet';
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

  await registerSheetRoutes(app, {
    tag: 'Banks',
    singular: 'bank account',
    plural: 'bank accounts',
    fileStem: 'banks',
    sheetName: 'Banks',
    columns: bankColumns,
    crud: banks,
    listSchema: bankListQuerySchema,
  });
};
