import type { FastifyPluginAsync } from 'fastify';
import { createTruckSchema, truckListQuerySchema, truckPaperKinds, updateTruckSchema } from 'shared-api/schemas';
import { z } from 'zod';
import { actorOf } from '../../lib/audit';
import type { ZodTypeProvider } from '../../lib/validation';
import { acceptScanUploads, readScanUpload } from '../files/scan-upload';
import { sendStoredFile } from '../files/stored-files';
import { registerMasterRoutes } from '../masters/routes';
import { registerSheetRoutes } from '../masters/sheet-routes';
import { truckColumns } from './sheet';
import type { TrucksService } from './service';

const paperParams = z.object({
  id: z.uuid({ error: 'Must be a valid id' }),
  kind: z.enum(truckPaperKinds, { error: `Paper must be one of ${truckPaperKinds.join(', ')}` }),
});

/** The company's own trucks and their papers (admin only). */
export const trucksRoutes: FastifyPluginAsync<{ trucks: TrucksService }> = async (instance, { trucks }) => {
  await acceptScanUploads(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Trucks'] });

  app.get('/stats', { schema: doc('Trucks by status, and trucks whose papers are expired or expiring') }, async () => ({
    success: true,
    data: await trucks.stats(),
  }));

  registerMasterRoutes(app, {
    tag: 'Trucks',
    singular: 'truck',
    plural: 'trucks',
    label: (truck) => truck.registrationNumber,
    crud: trucks,
    schemas: { list: truckListQuerySchema, create: createTruckSchema, update: updateTruckSchema },
  });

  await registerSheetRoutes(app, {
    tag: 'Trucks',
    singular: 'truck',
    plural: 'trucks',
    fileStem: 'trucks',
    sheetName: 'Trucks',
    columns: truckColumns,
    crud: trucks,
    listSchema: truckListQuerySchema,
    importSchema: createTruckSchema,
  });

  const scanPath = '/:id/papers/:kind/scan';

  app.get(
    scanPath,
    { schema: { ...doc("A paper's scan (PDF or image, shown inline)"), params: paperParams } },
    async (request, reply) => sendStoredFile(reply, await trucks.scan(request.params.id, request.params.kind)),
  );

  app.put(
    scanPath,
    {
      schema: {
        ...doc("Upload or replace a paper's scan (multipart field `file`: PDF, JPEG, PNG or WebP, at most 10 MB)"),
        params: paperParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const upload = await readScanUpload(request, `${kind}-scan`);
      const truck = await trucks.attachScan(actorOf(request), id, kind, upload);
      return { success: true, data: truck, message: 'Scan uploaded' };
    },
  );

  app.delete(scanPath, { schema: { ...doc("Remove a paper's scan"), params: paperParams } }, async (request) => {
    const truck = await trucks.removeScan(actorOf(request), request.params.id, request.params.kind);
    return { success: true, data: truck, message: 'Scan removed' };
  });
};
