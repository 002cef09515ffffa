import type { ReactNode } from 'react';
import styles from './auth-screen.module.css';

/** Frame of the standalone back-office screens (login, forgot and reset password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="admin-auth-title">
      <p className={styles.brand}>Back office</p>
      <h1 id="admin-auth-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
