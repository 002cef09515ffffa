import type { FastifyPluginAsync } from 'fastify';
import { branchListQuerySchema, createBranchSchema, updateBranchSchema } from 'shared-api/schemas';
import { registerMasterRoutes } from '../masters/routes';
import type { BranchesService } from './service';

/** The company's branches: every staff member reads them; the administrator keeps them. */
export const branchesRoutes: FastifyPluginAsync<{ branches: BranchesService }> = async (app, { branches }) => {
  registerMasterRoutes(app, {
    tag: 'Branches',
    singular: 'branch',
    plural: 'branches',
    label: (branch) => `${branch.name} (${branch.code})`,
    crud: branches,
    schemas: { list: branchListQuerySchema, create: createBranchSchema, update: updateBranchSchema },
  });
};
