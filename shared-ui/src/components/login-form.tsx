import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ScriptNotice } from './script-notice';
import styles from './login-form.module.css';
import { useLiveForm } from './progressive-form';
import { TextField } from './text-field';

export interface LoginValues {
  email: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface LoginFormProps {
  /** Validation of the caller's schema; returns the errors to show beside each field. */
  validate: (values: LoginValues) => FieldErrors<LoginValues> | Promise<FieldErrors<LoginValues>>;
  /** Called when the visitor first focuses the form, to fetch what validation needs before the submit. */
  prepare?: () => void;
  onSubmit: (values: LoginValues) => Promise<unknown>;
  submitLabel?: string;
  /** Message of the last failed attempt, shown above the button. */
  error?: string | null;
  children?: ReactNode;
}

const EMPTY = { email: '', password: '' };

/** The sign-in form used by the public login page and the back office alike. */
export function LoginForm({ validate, prepare, onSubmit, submitLabel = 'Log in', error, children }: LoginFormProps) {
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginValues) {
    setBusy(true);
    try {
      const found = await validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  }

  const form = useLiveForm<LoginValues & Record<string, string>>({
    initial: EMPTY,
    onSubmit: (values) => void submit(values),
  });

  return (
    <form {...form.props} className={styles.form} onFocus={prepare} noValidate>
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
        error={errors.password}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {busy ? 'Signing in…' : submitLabel}
      </Button>
      <ScriptNotice>Signing in needs JavaScript, which is turned off in your browser. Please turn it on to sign in.</ScriptNotice>
      {children}
    </form>
  );
}
