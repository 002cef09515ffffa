import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { useHydrated } from './use-hydrated';

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
  // A submit button stays disabled until the page's scripts run: a form sent by the browser itself, before
  // hydration or without JavaScript, would put what was typed (a password too) into the address.
  const inert = !useHydrated() && type === 'submit';
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy || inert}
      aria-busy={busy || undefined}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
