import { useState, type FormEvent } from 'react';
import { errorMessage, newsletterApi } from 'shared-api';
import { Button, ScriptNotice } from 'shared-ui';
import styles from './site-footer.module.css';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** Footer newsletter sign-up: validated here with the server's own schema, stored for staff. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      setEmail('');
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error, 'We could not sign you up. Please try again.') });
    }
  }

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate aria-labelledby="newsletter-title">
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
