import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authApi, errorMessage, validateForm } from 'shared-api';
import { Alert, Button, Card, TextField, useLiveForm, usePageMeta } from 'shared-ui';
import styles from '../features/auth/auth-page.module.css';
import { UNREACHABLE, useFetchWhenIdle } from '../features/forms/use-schema-form';

const EMPTY = { email: '' };

/** Validation arrives after the page is live (zod is most of this page's script; see useSchemaForm). */
const loadForgotPasswordSchema = () =>
  import(/* webpackChunkName: "form-schemas" */ 'shared-api/schemas').then((schemas) => schemas.forgotPasswordSchema);

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot your password?', 'Get a link to choose a new password for your customer account.');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const form = useLiveForm({ initial: EMPTY, onSubmit: ({ email }) => void submit(email) });
  useFetchWhenIdle(loadForgotPasswordSchema);

  async function submit(email: string) {
    let schema;
    try {
      schema = await loadForgotPasswordSchema();
    } catch {
      setServerError(UNREACHABLE);
      return;
    }
    const found = validateForm(schema, { email }).email;
    setError(found);
    if (found) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const answer = await authApi.forgotPassword({ email });
      setSent(answer.message ?? 'If an account exists for that e-mail, a reset link has been sent.');
    } catch (failure) {
      setServerError(errorMessage(failure, 'The reset link could not be requested. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>Forgot your password?</h1>
        {sent ? (
          <div style={{ display: 'grid', gap: 'var(--sp-4)' }}>
            <Alert>{sent}</Alert>
            <p className={styles.lead}>The link works once, for one hour. Check your spam folder if it does not arrive.</p>
            <p className={styles.switch}>
              <Link to="/login">Back to log in</Link>
            </p>
          </div>
        ) : (
          <>
            <p className={styles.lead}>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
            <form {...form.props} noValidate style={{ display: 'grid', gap: 'var(--sp-4)' }}>
              <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} error={error} />
              {serverError && <Alert tone="error">{serverError}</Alert>}
              <Button type="submit" block busy={busy}>
                Send reset link
              </Button>
              <p className={styles.switch}>
                Remembered it? <Link to="/login">Log in</Link>
              </p>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
