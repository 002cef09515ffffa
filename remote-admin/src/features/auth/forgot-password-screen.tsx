import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authApi } from 'shared-api';
import { forgotPasswordSchema } from 'shared-api/schemas';
import { Alert, Button, usePageMeta } from 'shared-ui';
import { FormTextField, useAdminForm } from '../../ui';
import { AuthCard } from './auth-card';
import styles from './auth-screen.module.css';

/** The server's answer (server/src/modules/auth/password-routes.ts), in case it sends none. */
const SENT = 'If an account exists for that e-mail, a reset link has been sent.';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so this
 * page cannot be used to find out who works here.
 */
export default function ForgotPasswordScreen() {
  usePageMeta('Forgot password');
  const [sent, setSent] = useState<{ message: string; email: string }>();
  const form = useAdminForm({ schema: forgotPasswordSchema, defaultValues: { email: '' } });

  const send = form.submitWith(async ({ email }) => {
    const answer = await authApi.forgotPassword({ email });
    setSent({ message: answer.message ?? SENT, email });
  }, 'The reset link could not be requested. Check your connection and try again.');

  if (sent) {
    return (
      <AuthCard title="Check your e-mail">
        <div className={styles.stack}>
          <Alert>{sent.message}</Alert>
          <p className={styles.text}>
            If <strong>{sent.email}</strong> belongs to an account, the e-mail is on its way. Its link works once and expires in
            one hour. If nothing arrives within a few minutes, look in the spam folder, or ask another administrator to set a new
            password for you under Users.
          </p>
          <p className={styles.links}>
            <Link to="/admin/login">Back to sign in</Link>
            <button type="button" className={styles.linkButton} onClick={() => setSent(undefined)}>
              Use another address
            </button>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?">
      <p className={styles.text}>Enter the e-mail you sign in with and we will send you a link to choose a new password.</p>
      <form noValidate onSubmit={send} className={styles.stack}>
        <FormTextField form={form} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <Button type="submit" block busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
        <p className={styles.links}>
          <Link to="/admin/login">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
