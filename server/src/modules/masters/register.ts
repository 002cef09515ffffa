import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { expenseReferences } from '../expenses/service';
import { moneyEntryReferences } from '../money-entries/service';
import { tripReferences } from '../trips/service';
import { banksRoutes } from '../banks/routes';
import { createBanksService } from '../banks/service';
import { billingPartiesRoutes } from '../billing-parties/routes';
import { branchesRoutes } from '../branches/routes';
import { createBranchesService } from '../branches/service';
import { createBillingPartiesService } from '../billing-parties/service';
import { driversRoutes } from '../drivers/routes';
import { createDriversService } from '../drivers/service';
import { trucksRoutes } from '../trucks/routes';
import { createTrucksService } from '../trucks/service';
import { vehiclesRoutes } from '../vehicles/routes';
import { createVehiclesService } from '../vehicles/service';

/** The master records, each refusing to delete a record that trips or expenses use (the back office's one rule). */
export function createMasterServices(db: Db) {
  return {
    branches: createBranchesService(db),
    billingParties: createBillingPartiesService(db, { references: [tripReferences.billingParty, moneyEntryReferences.party] }),
    vehicles: createVehiclesService(db, { references: [tripReferences.vehicle, moneyEntryReferences.vehicle] }),
    banks: createBanksService(db, { references: [expenseReferences.bank, moneyEntryReferences.bank] }),
    trucks: createTrucksService(db, { references: [tripReferences.truck, expenseReferences.truck] }),
    drivers: createDriversService(db, {
      references: [tripReferences.driver, expenseReferences.driver, moneyEntryReferences.driver],
    }),
  };
}
export type MasterServices = ReturnType<typeof createMasterServices>;

/** The master data and fleet calls under /api: branches, billing parties, vehicles, banks, trucks, drivers. */
export async function registerMasters(api: FastifyInstance, services: MasterServices): Promise<void> {
  await api.register(billingPartiesRoutes, { prefix: '/billing-parties', billingParties: services.billingParties });
  await api.register(vehiclesRoutes, { prefix: '/vehicles', vehicles: services.vehicles });
  await api.register(banksRoutes, { prefix: '/banks', banks: services.banks });
  await api.register(branchesRoutes, { prefix: '/branches', branches: services.branches });
  await api.register(trucksRoutes, { prefix: '/trucks', trucks: services.trucks });
  await api.register(driversRoutes, { prefix: '/drivers', drivers: services.drivers });
}
