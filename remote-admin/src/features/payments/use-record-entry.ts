import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import type { CreateMoneyEntryInput } from 'shared-api/schemas';
import { notify } from 'shared-ui';

/**
 * Sends a money form as typed (the API reads amounts in rupees), then says so, with any warning the
 * server gave (cash over the daily limit), refreshes every money figure on screen and opens `next`.
 */
export function useRecordEntry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (input: CreateMoneyEntryInput, next: string | ((entry: { id: string }) => string)) => {
    const answer = await moneyEntriesApi.create(input);
    notify.success(answer.message ?? `${answer.data.reference} recorded`);
    for (const warning of answer.warnings ?? []) notify.info(warning);
    await queryClient.invalidateQueries();
    navigate(typeof next === 'string' ? next : next(answer.data));
  };
}
