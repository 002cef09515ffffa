import styles from './spinner.module.css';

export interface LoadingProps {
  label?: string;
  minHeight?: number | string;
}

/** A polite loading indicator; the label is read by screen readers and shown beside the spinner. */
export function Loading({ label = 'Loading…', minHeight }: LoadingProps) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite" style={{ minHeight }}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
