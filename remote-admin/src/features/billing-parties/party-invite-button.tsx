import { useMutation } from '@tanstack/react-query';
import { errorMessage, useCan } from 'shared-api';
import { billingPartiesApi } from 'shared-api/back-office';
import type { BillingParty } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';

/**
 * Mails the party's recorded e-mail a sign-up link for the customer portal. An account opened through
 * it has the address proved, so the party's consignments are there at once.
 */
export function PartyInviteButton({ party }: { party: Pick<BillingParty, 'id' | 'email'> }) {
  const allowed = useCan('masters.write');
  const invite = useMutation({
    mutationFn: () => billingPartiesApi.invite(party.id),
    onSuccess: (answer) => notify.success(answer.message ?? `Invitation sent to ${answer.data.sentTo}`),
    onError: (error) => notify.error(errorMessage(error, 'The invitation could not be sent. Please try again.')),
  });
  if (!allowed || !party.email) return null;
  return (
    <Button variant="secondary" busy={invite.isPending} onClick={() => invite.mutate()}>
      Invite to the customer portal
    </Button>
  );
}
