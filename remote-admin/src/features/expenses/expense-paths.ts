export const expensesPath = '/admin/expenses';
export const newExpensePath = `${expensesPath}/new`;
export const expensePath = (id: string) => `${expensesPath}/${encodeURIComponent(id)}/edit`;

export const expenseKeys = {
  categories: ['expenses', 'categories'] as const,
  detail: (id: string) => ['expenses', 'detail', id] as const,
};
