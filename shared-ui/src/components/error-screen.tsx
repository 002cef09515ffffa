import { useId } from 'react';
import { Button } from './button';
import styles from './error-screen.module.css';

export interface ErrorScreenProps {
  /** Retries only the failed part; when absent the Try Again button is not offered. */
  onRetry?: () => void;
  detail?: string;
}

/** The product's error screen (spec §2): shown in place of the part that failed. */
export function ErrorScreen({ onRetry, detail }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} role="alert" aria-labelledby={titleId}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <h2 className={styles.title} id={titleId}>
        Oops! Something went wrong
      </h2>
      <p className={styles.detail}>{detail ?? 'This part of the page could not be loaded. The rest of the site still works.'}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
      </div>
    </section>
  );
}
