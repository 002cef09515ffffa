import { useState } from 'react';
import { errorMessage, newsletterApi } from 'shared-api';
import { Button, ScriptNotice, useLiveForm } from 'shared-ui';
import styles from './site-footer.module.css';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const EMPTY = { email: '' };

/** Footer newsletter sign-up: validated here with the server's own schema, stored for staff. */
export function NewsletterForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useLiveForm({ initial: EMPTY, onSubmit: ({ email }) => void submit(email) });

  async function submit(email: string) {
    // The schema (and zod with it) loads on the first submit, keeping it off every page's first load.
    const { newsletterSchema } = await import('shared-api/schemas');
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: 'error', message: 'Please enter a valid e-mail address.' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const response = await newsletterApi.subscribe(parsed.data);
      setStatus({ kind: 'done', message: response.message ?? 'Thank you for subscribing!' });
      form.setValues(EMPTY);
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error, 'We could not sign you up. Please try again.') });
    }
  }

  return (
    <form {...form.props} className={styles.newsletter} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.heading}>
        Newsletter
      </h2>
      <p className={styles.text}>Freight market updates and shipping tips, once a month.</p>
      <label htmlFor="newsletter-email" className="ui-visually-hidden">
        E-mail address
      </label>
      <div className={styles.newsletterRow}>
        <input
          id="newsletter-email"
          className={styles.newsletterInput}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.field('email')}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby="newsletter-status"
        />
        <Button type="submit" variant="accent" busy={status.kind === 'saving'}>
          Subscribe
        </Button>
      </div>
      <p id="newsletter-status" className={styles.status} role={status.kind === 'error' ? 'alert' : 'status'}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
      <ScriptNotice>Subscribing needs JavaScript, which is turned off in your browser.</ScriptNotice>
    </form>
  );
}
