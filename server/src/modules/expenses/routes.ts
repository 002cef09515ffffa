import type { FastifyInstance } from 'fastify';
import {
  createExpenseCategorySchema,
  createExpenseSchema,
  expenseListQuerySchema,
  expenseSummaryQuerySchema,
  expenseTypeLabels,
  expenseTypes,
  paymentModeLabels,
  paymentModes,
  reverseExpenseSchema,
  updateExpenseSchema,
} from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { listJsonEnvelope, sharedWhileRunningPerKey } from '../../lib/listing';
import { sendJson } from '../../lib/json-text';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import { EXPENSE_NOT_FOUND, type ExpensesService } from './service';
import { branchOfCaller, branchToList, holdRecordsToBranch } from '../../access/branch-scope';

/** /api/expenses, admin only: the list with its totals, one expense, add, change (with a reason), reverse; categories, types, summary. */
export async function expensesRoutes(instance: FastifyInstance, { expenses }: { expenses: ExpensesService }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Expenses'] });
  holdRecordsToBranch(app, expenses.branchOf, EXPENSE_NOT_FOUND);

  app.get(
    '/',
    { schema: { ...doc('List expenses, with their totals by category'), querystring: expenseListQuerySchema } },
    async (request, reply) => {
      const query = { ...request.query, branchId: branchToList(request, request.query.branchId) };
      const { totals, ...listed } = await expenses.list(query);
      return sendJson(reply, listJsonEnvelope(listed, request.query.limit, { totals }));
    },
  );

  app.get('/categories', { schema: doc('Expense categories, built-in ones first') }, async () => ({
    success: true,
    data: await expenses.categories(),
  }));

  app.post(
    '/categories',
    { schema: { ...doc('Add an expense category'), body: createExpenseCategorySchema } },
    async (request, reply) => {
      const category = await expenses.addCategory(actorOf(request), request.body);
      return reply.code(201).send({ success: true, data: category, message: `Category ${category.name} added` });
    },
  );

  app.get('/types', { schema: doc('Expense types and payment modes') }, async () => ({
    success: true,
    data: {
      types: expenseTypes.map((value) => ({ value, label: expenseTypeLabels[value] })),
      modes: paymentModes.map((value) => ({ value, label: paymentModeLabels[value] })),
    },
  }));

  // A summary of a session's expenses: one reading for the callers who ask for the same one meanwhile.
  const summaries = sharedWhileRunningPerKey<Awaited<ReturnType<ExpensesService['summary']>>>();
  app.get(
    '/summary',
    {
      schema: {
        ...doc('Expenses of a session or period by type, category, month and truck'),
        querystring: expenseSummaryQuerySchema,
      },
    },
    async (request) => {
      // Keyed by the branch summed too: a user of one branch asking the same URL gets their branch's.
      const branchId = branchToList(request, request.query.branchId);
      const summary = () => expenses.summary({ ...request.query, branchId });
      return { success: true, data: await summaries.run(`${branchId ?? '*'} ${request.url}`, summary) };
    },
  );

  app.get('/:id', { schema: { ...doc('Get an expense'), params: idParamsSchema } }, async (request) => ({
    success: true,
    data: await expenses.get(request.params.id),
  }));

  app.post('/', { schema: { ...doc('Record an expense'), body: createExpenseSchema } }, async (request, reply) => {
    const expense = await expenses.create(actorOf(request), request.body, branchOfCaller(request));
    return reply.code(201).send({ success: true, data: expense, message: `Expense ${expense.reference} recorded` });
  });

  app.put(
    '/:id',
    { schema: { ...doc('Correct an expense, saying why'), params: idParamsSchema, body: updateExpenseSchema } },
    async (request) => {
      const expense = await expenses.update(actorOf(request), request.params.id, request.body, branchOfCaller(request));
      return { success: true, data: expense, message: `Expense ${expense.reference} corrected` };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Reverse an expense: it stays in the history, its money goes back'),
        params: idParamsSchema,
        body: reverseExpenseSchema,
      },
    },
    async (request) => {
      const expense = await expenses.reverse(actorOf(request), request.params.id, request.body.reason);
      return { success: true, data: expense, message: `Expense ${expense.reference} reversed` };
    },
  );
}
