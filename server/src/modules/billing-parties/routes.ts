import type { FastifyPluginAsync } from 'fastify';
import { billingPartyListQuerySchema, createBillingPartySchema, updateBillingPartySchema } from 'shared-api/schemas';
import { registerMasterRoutes } from '../masters/routes';
import { registerSheetRoutes } from '../masters/sheet-routes';
import { billingPartyColumns } from './sheet';
import type { BillingPartiesService } from './service';

/** Billing parties: the customers freight bills are raised on (admin only). */
export const billingPartiesRoutes: FastifyPluginAsync<{ billingParties: BillingPartiesService }> = async (
  app,
  { billingParties },
) => {
  registerMasterRoutes(app, {
    tag: 'Billing parties',
    singular: 'billing party',
    plural: 'billing parties',
    label: (party) => party.name,
    crud: billingParties,
    schemas: { list: billingPartyListQuerySchema, create: createBillingPartySchema, update: updateBillingPartySchema },
  });

  await registerSheetRoutes(app, {
    tag: 'Billing parties',
    singular: 'billing party',
    plural: 'billing parties',
    fileStem: 'billing-parties',
    sheetName: 'Billing parties',
    columns: billingPartyColumns,
    crud: billingParties,
    listSchema: billingPartyListQuerySchema,
    importSchema: createBillingPartySchema,
  });
};
