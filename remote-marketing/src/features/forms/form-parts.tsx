import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, ScriptNotice } from 'shared-ui';
import styles from './form-layout.module.css';

/** The form-wide error (server message, rate limit, no connection) and the submit button. */
export function FormSubmit({
  error,
  busy,
  label,
  children,
}: {
  error?: string;
  busy: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="accent" busy={busy}>
          {busy ? 'Sending…' : label}
        </Button>
        {children}
      </div>
      <ScriptNotice />
    </>
  );
}

/** What replaces a form once it is sent; its heading takes focus so screen readers announce it. */
export function SentNotice({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
