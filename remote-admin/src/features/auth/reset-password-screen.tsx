import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi, errorMessage, fieldErrors, httpStatus } from 'shared-api';
import { PASSWORD_HINT, resetPasswordFormSchema } from 'shared-api/schemas';
import { Alert, Button, buttonClass, Loading, notify, usePageMeta } from 'shared-ui';
import { FormTextField, formatDateTime, useAdminForm } from '../../ui';
import { AuthCard } from './auth-card';
import styles from './auth-screen.module.css';

/** The server's words (server/src/modules/auth/password-service.ts), in case an answer carries none. */
const LINK_INVALID = 'This reset link has expired or has already been used';
const RESET_DONE = 'Your password has been reset. You can now log in.';
const SIGN_IN_NOW = 'Your password has been changed. Sign in with the new password.';

/** A refusal of the link itself (400), as opposed to the server or the connection failing. */
function linkRefusal(error: unknown): string | undefined {
  if (httpStatus(error) !== 400) return undefined;
  return fieldErrors(error).token ?? errorMessage(error, LINK_INVALID);
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className={styles.stack}>
      <Alert tone="error">{message}</Alert>
      <p className={styles.text}>
        Reset links work once and expire one hour after they are sent. Ask for a new one and use the newest e-mail.
      </p>
      <Link to="/admin/forgot-password" className={buttonClass({ block: true })}>
        Request a new link
      </Link>
      <p className={styles.links}>
        <Link to="/admin/login">Back to sign in</Link>
      </p>
    </div>
  );
}

function NewPasswordForm({
  token,
  email,
  expiresAt,
  onLinkRefused,
}: {
  token: string;
  email: string;
  expiresAt: string;
  onLinkRefused: (message: string) => void;
}) {
  const navigate = useNavigate();
  const form = useAdminForm({ schema: resetPasswordFormSchema, defaultValues: { newPassword: '', confirmPassword: '' } });

  const send = form.submitWith(async ({ newPassword }) => {
    let message: string | undefined;
    try {
      message = (await authApi.resetPassword({ token, newPassword })).message;
    } catch (error) {
      // The link can expire, or be used in another tab, between the check and this submit.
      const refusal = fieldErrors(error).newPassword ? undefined : linkRefusal(error);
      if (!refusal) throw error;
      onLinkRefused(refusal);
      return;
    }
    notify.success(message ?? RESET_DONE);
    navigate('/admin/login', { replace: true, state: { notice: SIGN_IN_NOW } });
  }, 'The password could not be reset. Check your connection and try again.');

  return (
    <form noValidate onSubmit={send} className={styles.stack}>
      <p className={styles.text}>
        For the account <strong>{email}</strong>. This link works until {formatDateTime(expiresAt)}. Once the password is changed,
        every device signed in to this account is signed out.
      </p>
      <FormTextField
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        autoFocus
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Button type="submit" block busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

/** The page a back-office reset e-mail links to (/admin/reset-password?token=…): checks the link, then takes the new password. */
export default function ResetPasswordScreen() {
  usePageMeta('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<string>();
  const check = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: async () => (await authApi.verifyResetToken(token)).data,
    enabled: token !== '',
    // A refused link stays refused; the answer is only for this visit.
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  let body;
  if (!token) {
    body = (
      <LinkProblem message="This page needs the link from a password reset e-mail, and the address you opened has no reset code in it." />
    );
  } else if (refusedOnSubmit) {
    body = <LinkProblem message={refusedOnSubmit} />;
  } else if (check.isPending) {
    body = <Loading label="Checking your link…" minHeight="8rem" />;
  } else if (check.isError) {
    const refusal = linkRefusal(check.error);
    body = refusal ? (
      <LinkProblem message={refusal} />
    ) : (
      <div className={styles.stack}>
        <Alert tone="error">
          {errorMessage(check.error, 'Your link could not be checked. Check your connection and try again.')}
        </Alert>
        <Button block onClick={() => void check.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <NewPasswordForm
        token={token}
        email={check.data.email}
        expiresAt={check.data.expiresAt}
        onLinkRefused={setRefusedOnSubmit}
      />
    );
  }

  return <AuthCard title="Choose a new password">{body}</AuthCard>;
}
