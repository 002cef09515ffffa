import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared-ui';
import styles from './page-header.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  /** Trail above the title; Dashboard is always the first step. */
  breadcrumbs?: Crumb[];
  description?: ReactNode;
  /** Buttons or links on the right, e.g. 'Add user'. */
  actions?: ReactNode;
}

/** Every back-office screen starts with this: trail, title (also the tab title), and its main actions. */
export function PageHeader({ title, breadcrumbs = [], description, actions }: PageHeaderProps) {
  usePageMeta(`${title} · Back office`);
  const trail: Crumb[] = [{ label: 'Dashboard', to: '/admin/dashboard' }, ...breadcrumbs];
  return (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1 && breadcrumbs.length > 0;
            return (
              <li key={`${crumb.label}-${index}`}>
                {crumb.to && !last ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.row}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
