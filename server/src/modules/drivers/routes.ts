import type { FastifyPluginAsync } from 'fastify';
import { createDriverSchema, driverListQuerySchema, updateDriverSchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import { acceptScanUploads, readScanUpload } from '../files/scan-upload';
import { sendStoredFile } from '../files/stored-files';
import { registerMasterRoutes } from '../masters/routes';
import { registerSheetRoutes } from '../masters/sheet-routes';
import { driverColumns } from './sheet';
import type { DriversService } from './service';
import { redactForRole } from '../../access/redaction';

/** Drivers of the company's trucks and their licences (admin only). */
export const driversRoutes: FastifyPluginAsync<{ drivers: DriversService }> = async (instance, { drivers }) => {
  await acceptScanUploads(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  redactForRole(app);
  const doc = (summary: string) => ({ summary, tags: ['Drivers'] });

  app.get('/stats', { schema: doc('Drivers by status, and licences expired or expiring') }, async () => ({
    success: true,
    data: await drivers.stats(),
  }));

  registerMasterRoutes(app, {
    tag: 'Drivers',
    singular: 'driver',
    plural: 'drivers',
    label: (driver) => driver.name,
    crud: drivers,
    schemas: { list: driverListQuerySchema, create: createDriverSchema, update: updateDriverSchema },
  });

  await registerSheetRoutes(app, {
    tag: 'Drivers',
    singular: 'driver',
    plural: 'drivers',
    fileStem: 'drivers',
    sheetName: 'Drivers',
    columns: driverColumns,
    crud: drivers,
    listSchema: driverListQuerySchema,
    importSchema: createDriverSchema,
  });

  const scanPath = '/:id/licence/scan';

  app.get(
    scanPath,
    { schema: { ...doc("The licence's scan (PDF or image, shown inline)"), params: idParamsSchema } },
    async (request, reply) => sendStoredFile(reply, await drivers.licenceScan(request.params.id)),
  );

  app.put(
    scanPath,
    {
      schema: {
        ...doc("Upload or replace the licence's scan (multipart field `file`: PDF, JPEG, PNG or WebP, at most 10 MB)"),
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const upload = await readScanUpload(request, 'licence-scan');
      const driver = await drivers.attachLicenceScan(actorOf(request), request.params.id, upload);
      return { success: true, data: driver, message: 'Scan uploaded' };
    },
  );

  app.delete(scanPath, { schema: { ...doc("Remove the licence's scan"), params: idParamsSchema } }, async (request) => {
    const driver = await drivers.removeLicenceScan(actorOf(request), request.params.id);
    return { success: true, data: driver, message: 'Scan removed' };
  });
};
