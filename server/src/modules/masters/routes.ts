import type { FastifyInstance } from 'fastify';
import { selectQuerySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import { actorOf } from '../../lib/audit';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ListParams, MasterCrud } from './crud';
import { listJsonEnvelope } from '../../lib/listing';
import { sendJson } from '../../lib/json-text';
import { redactForRole } from '../../access/redaction';

export interface MasterRoutesOptions<
  Api,
  Option,
  ListSchema extends z.ZodType<ListParams>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
> {
  /** OpenAPI tag, e.g. 'Billing parties'. */
  tag: string;
  /** 'billing party' / 'billing parties'. */
  singular: string;
  plural: string;
  /** What a message names a record by: its name or registration number. */
  label: (record: Api) => string;
  crud: MasterCrud<Api, Option, z.output<CreateSchema>, z.output<UpdateSchema>, z.output<ListSchema>>;
  schemas: { list: ListSchema; create: CreateSchema; update: UpdateSchema };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The six calls every master has, admin only: GET / (list), GET /select (typeahead), GET /{id},
 * POST /, PUT /{id}, DELETE /{id}. Call it inside the module's plugin, before its own routes.
 */
export function registerMasterRoutes<
  Api,
  Option,
  ListSchema extends z.ZodType<ListParams>,
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
>(instance: FastifyInstance, options: MasterRoutesOptions<Api, Option, ListSchema, CreateSchema, UpdateSchema>): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  redactForRole(app);
  const { crud, schemas, singular, plural, label } = options;
  const doc = (summary: string) => ({ summary, tags: [options.tag] });
  const Singular = capitalised(singular);

  app.get('/', { schema: { ...doc(`List ${plural}`), querystring: schemas.list } }, async (request, reply) => {
    const query = request.query as z.output<ListSchema>;
    return sendJson(reply, listJsonEnvelope(await crud.list(query), query.limit));
  });

  app.get(
    '/select',
    { schema: { ...doc(`Find ${plural} for a form (at most 20)`), querystring: selectQuerySchema } },
    async (request) => ({ success: true, data: await crud.select(request.query) }),
  );

  app.get('/:id', { schema: { ...doc(`Get a ${singular}`), params: idParamsSchema } }, async (request) => ({
    success: true,
    data: await crud.get(request.params.id),
  }));

  app.post('/', { schema: { ...doc(`Add a ${singular}`), body: schemas.create } }, async (request, reply) => {
    const record = await crud.create(actorOf(request), request.body as z.output<CreateSchema>);
    return reply.code(201).send({ success: true, data: record, message: `${Singular} ${label(record)} added` });
  });

  app.put(
    '/:id',
    { schema: { ...doc(`Change a ${singular}`), params: idParamsSchema, body: schemas.update } },
    async (request) => {
      const record = await crud.update(actorOf(request), request.params.id, request.body as z.output<UpdateSchema>);
      return { success: true, data: record, message: `${Singular} ${label(record)} saved` };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...doc(`Delete a ${singular} that nothing uses`), params: idParamsSchema } },
    async (request) => {
      const record = await crud.get(request.params.id);
      await crud.remove(actorOf(request), request.params.id);
      return { success: true, data: null, message: `${Singular} ${label(record)} deleted` };
    },
  );
}
