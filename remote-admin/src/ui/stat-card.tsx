import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from './format';
import styles from './stat-card.module.css';

export interface StatCardProps {
  label: string;
  value: number | string;
  /** A line under the figure, e.g. 'in the last 30 days'. */
  hint?: ReactNode;
  /** Makes the card a link to the screen behind the figure. */
  to?: string;
  tone?: 'default' | 'attention';
}

/** Characters beyond which a figure (₹25,000.00) is sized to its card rather than the type scale. */
const LONG_FIGURE = 7;

/** One headline figure. Numbers are grouped the Indian way (1,00,000). */
export function StatCard({ label, value, hint, to, tone = 'default' }: StatCardProps) {
  const figure = typeof value === 'number' ? formatCount(value) : value;
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={[styles.value, figure.length > LONG_FIGURE && styles.long].filter(Boolean).join(' ')}>{figure}</span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </>
  );
  const className = [styles.card, tone === 'attention' && styles.attention].filter(Boolean).join(' ');
  return (
    <li className={styles.item}>
      {to ? (
        <Link to={to} className={[className, styles.link].join(' ')}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** A responsive row of stat cards, read as a list. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
