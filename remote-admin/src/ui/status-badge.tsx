import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'warning';

/** A status shown as text in a coloured pill; the text carries the meaning, the colour only helps. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={[styles.badge, styles[tone]].join(' ')}>{children}</span>;
}
