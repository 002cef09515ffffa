import { useState } from 'react';
import { authApi, errorMessage, useAuthStore } from 'shared-api';
import { Alert, Button, usePageParams } from 'shared-ui';
import { Section } from '../page-kit';
import styles from './portal.module.css';

/**
 * Whether the customer's address is proved. Until it is, the consignments of a company that uses that
 * address with us stay out of the portal (anyone can sign up as accounts@…); the link that proves it
 * comes back here with `?email=verified` or `?email=failed`.
 */
export function EmailConfirmation() {
  const user = useAuthStore((state) => state.user);
  const [params] = usePageParams();
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const outcome = params.get('email');
  if (!user) return null;
  if (user.emailVerified) {
    return outcome === 'verified' ? (
      <Section title="Address confirmed">
        <Alert tone="info">{user.email} is confirmed. Consignments your company books with us under it are listed below.</Alert>
      </Section>
    ) : null;
  }
  return (
    <Section title="Confirm your e-mail address">
      <div className={styles.confirm}>
        {outcome === 'failed' && (
          <Alert tone="error">That link is not valid any more (it expires after three days, or the address changed).</Alert>
        )}
        <Alert tone="info">
          We sent a link to <strong>{user.email}</strong>. Open it to confirm the address: until then, consignments your company
          books with us under it are not shown here.
        </Alert>
        <p>
          <Button
            variant="secondary"
            size="small"
            disabled={sending}
            onClick={async () => {
              setSending(true);
              try {
                const answer = await authApi.resendVerification();
                setSent(answer.message ?? `We sent a new link to ${user.email}`);
              } catch (error) {
                setSent(errorMessage(error, 'The link could not be sent. Please try again later.'));
              } finally {
                setSending(false);
              }
            }}
          >
            Send the link again
          </Button>
        </p>
        <p role="status" aria-live="polite">
          {sent}
        </p>
      </div>
    </Section>
  );
}
