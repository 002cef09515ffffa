import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'error' | 'info';
  children: ReactNode;
}

/** An inline message; errors are announced at once, information politely. */
export function Alert({ tone = 'info', children }: AlertProps) {
  return (
    <div className={[styles.alert, styles[tone]].join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
