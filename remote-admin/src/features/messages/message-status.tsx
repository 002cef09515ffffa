import type { MessageKind, MessageStatus } from 'shared-api/schemas';
import { StatusBadge, type BadgeTone } from '../../ui';

export const messageStatusLabels: Record<MessageStatus, string> = { new: 'New', handled: 'Handled' };

/** New asks for attention (blue, as a new quote); handled is done and stays quiet. */
export const messageStatusTones: Record<MessageStatus, BadgeTone> = { new: 'info', handled: 'neutral' };

/** Which public form the message came from. */
export const messageKindLabels: Record<MessageKind, string> = {
  contact: 'Contact form',
  support: 'Support form',
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <StatusBadge tone={messageStatusTones[status]}>{messageStatusLabels[status]}</StatusBadge>;
}
