import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { billingParties } from '../../db/schema';
import { actorOf, recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { EmailVerification } from '../auth/email-verification';

export const NO_PARTY_EMAIL = 'Add the party’s e-mail first: the invitation goes to it';

/**
 * POST /billing-parties/{id}/invite: mails the party's recorded address a sign-up link. An account made
 * through it has that address proved, so the party's consignments are in its portal at once.
 */
export const partyInviteRoutes: FastifyPluginAsync<{ db: Db; verification: EmailVerification }> = async (
  instance,
  { db, verification },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:id/invite',
    {
      schema: {
        summary: 'Invite the party to the customer portal: a sign-up link mailed to its recorded e-mail (14 days)',
        tags: ['Billing parties'],
        params: idParamsSchema,
      },
    },
    async (request) => {
      const [party] = await db
        .select({ id: billingParties.id, name: billingParties.name, email: billingParties.email })
        .from(billingParties)
        .where(eq(billingParties.id, request.params.id))
        .limit(1);
      if (!party) throw notFound('Billing party not found');
      if (!party.email) throw badRequest(NO_PARTY_EMAIL, { email: NO_PARTY_EMAIL });
      const email = party.email.toLowerCase();
      await verification.sendInvite({ name: party.name, email });
      await recordAudit(db, actorOf(request), {
        action: 'billing_party.invite',
        entity: 'billing_party',
        entityId: party.id,
        before: null,
        after: { invitedEmail: email },
      });
      return { success: true, data: { sentTo: email }, message: `Invitation sent to ${email}` };
    },
  );
};
