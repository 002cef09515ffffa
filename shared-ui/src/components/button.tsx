import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** Class names of a button, so router links can look like buttons without shared-ui knowing the router. */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  // Enabled before the page is live too: a form either goes to its address with GET (search, tracking) or
  // holds its submit until it is hydrated (useProgressiveForm), so nothing typed ever lands in an address.
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
