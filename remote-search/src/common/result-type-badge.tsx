import type { SearchResult } from 'shared-api';
import styles from './result-type-badge.module.css';

const LABELS: Record<SearchResult['type'], string> = { service: 'Service', industry: 'Industry', help: 'Help' };

export function ResultTypeBadge({ type }: { type: SearchResult['type'] }) {
  return <span className={[styles.badge, styles[type]].join(' ')}>{LABELS[type]}</span>;
}
