import { useId, type ReactNode } from 'react';
import { Card } from 'shared-ui';
import styles from './detail.module.css';

export interface DetailLayoutProps {
  /** The record's side panel (status, key dates), beside the main column on wide screens. */
  aside: ReactNode;
  /** On phones the aside comes before the main column, e.g. when it holds the next step. */
  asideFirst?: boolean;
  children: ReactNode;
}

/** A record's page: its content, and a side panel that stays in view on wide screens. */
export function DetailLayout({ aside, asideFirst = false, children }: DetailLayoutProps) {
  const side = <div className={styles.aside}>{aside}</div>;
  return (
    <div className={styles.layout}>
      {asideFirst && side}
      <div className={styles.main}>{children}</div>
      {!asideFirst && side}
    </div>
  );
}

export interface DetailCardProps {
  title: ReactNode;
  as?: 'section' | 'article';
  /** Replaces the heading's style, for a heading that is more than a label (a message's subject). */
  titleClassName?: string;
  children: ReactNode;
}

/** One titled card of a record's page; the card is named by its heading. */
export function DetailCard({ title, as = 'section', titleClassName, children }: DetailCardProps) {
  const titleId = useId();
  return (
    <Card as={as} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName ?? styles.cardTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Term and value pairs; `termsBeside` puts each term left of its value from 600 px up. */
export function Facts({ termsBeside = false, children }: { termsBeside?: boolean; children: ReactNode }) {
  return <dl className={[styles.facts, termsBeside && styles.beside].filter(Boolean).join(' ')}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
