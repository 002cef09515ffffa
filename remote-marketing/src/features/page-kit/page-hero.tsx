import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './page-kit.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  meta?: ReactNode;
  large?: boolean;
}

/** Every public page opens with this band: where you are, the page's h1 and what it is about. */
export function PageHero({ title, eyebrow, lead, crumbs, actions, meta, large = false }: PageHeroProps) {
  return (
    <section className={[styles.hero, large && styles.heroLarge].filter(Boolean).join(' ')} aria-labelledby="page-title">
      <div className={styles.heroInner}>
        {crumbs && crumbs.length > 0 && (
          <nav className={styles.crumbs} aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              {crumbs.map((crumb, index) => (
                <li key={crumb.label}>
                  {crumb.to && index < crumbs.length - 1 ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {meta && <p className={styles.heroMeta}>{meta}</p>}
        {actions && <div className={styles.heroActions}>{actions}</div>}
      </div>
    </section>
  );
}
