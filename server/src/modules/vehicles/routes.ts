import type { FastifyPluginAsync } from 'fastify';
import { createVehicleSchema, updateVehicleSchema, vehicleListQuerySchema } from 'shared-api/schemas';
import { registerMasterRoutes } from '../masters/routes';
import { registerSheetRoutes } from '../masters/sheet-routes';
import { vehicleColumns } from './sheet';
import type { VehiclesService } from './service';

/** Market (hired) vehicles and their owners (admin only). */
export const vehiclesRoutes: FastifyPluginAsync<{ vehicles: VehiclesService }> = async (app, { vehicles }) => {
  registerMasterRoutes(app, {
    tag: 'Vehicles',
    singular: 'vehicle',
    plural: 'vehicles',
    label: (vehicle) => vehicle.registrationNumber,
    crud: vehicles,
    schemas: { list: vehicleListQuerySchema, create: createVehicleSchema, update: updateVehicleSchema },
  });

  await registerSheetRoutes(app, {
    tag: 'Vehicles',
    singular: 'vehicle',
    plural: 'vehicles',
    fileStem: 'vehicles',
    sheetName: 'Vehicles',
    columns: vehicleColumns,
    crud: vehicles,
    listSchema: vehicleListQuerySchema,
    importSchema: createVehicleSchema,
  });
};
