import { useQuery } from '@tanstack/react-query';
import { expensesApi } from 'shared-api/back-office';
import { expenseKeys } from './expense-paths';

/** The categories the form and the list's filter offer; they change seldom (an admin adds one now and then). */
export function useExpenseCategories() {
  return useQuery({
    queryKey: expenseKeys.categories,
    queryFn: async () => (await expensesApi.categories()).data,
    staleTime: 5 * 60_000,
  });
}
