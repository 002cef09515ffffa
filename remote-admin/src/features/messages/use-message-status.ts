import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, httpStatus, messagesApi, type MessageStatus } from 'shared-api';
import { notify } from 'shared-ui';

export const messageDetailKey = (id: string) => ['messages', 'detail', id];

/**
 * Marks a message handled or reopens it, from the list or its page: a toast either way, and every
 * list and count of messages reloads (a deleted message then drops out of the list too).
 */
export function useMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) => messagesApi.updateStatus(id, { status }),
    onSuccess: (answer) => {
      queryClient.setQueryData(messageDetailKey(answer.data.id), answer.data);
      notify.success(answer.message ?? (answer.data.status === 'handled' ? 'Message marked as handled' : 'Message reopened'));
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
    onError: (error) => {
      notify.error(errorMessage(error, 'The message could not be updated. Please try again.'));
      if (httpStatus(error) === 404) void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
