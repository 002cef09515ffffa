import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi, errorMessage, fieldErrors, validateForm } from 'shared-api';
import { resetPasswordFormSchema } from 'shared-api/schemas';
import { Alert, Button, Card, Loading, notify, useLiveForm, usePageMeta, type FieldErrors } from 'shared-ui';
import styles from '../features/auth/auth-page.module.css';
import { NewPasswordFields } from '../features/auth/new-password-fields';

interface ResetValues extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

type LinkState = { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'invalid'; message: string };

const EMPTY: ResetValues = { newPassword: '', confirmPassword: '' };

const INVALID_LINK = 'This reset link has expired or has already been used';

/** The page a reset e-mail links to: checks the link first, then takes the new password. */
export default function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Set a new password for your customer account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [errors, setErrors] = useState<FieldErrors<ResetValues>>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    if (!token) {
      setLink({ kind: 'invalid', message: 'This page needs the link from your reset e-mail.' });
      return;
    }
    authApi
      .verifyResetToken(token)
      .then((answer) => current && setLink({ kind: 'valid', email: answer.data.email }))
      .catch((failure: unknown) => current && setLink({ kind: 'invalid', message: errorMessage(failure, INVALID_LINK) }));
    return () => {
      current = false;
    };
  }, [token]);

  const form = useLiveForm({ initial: EMPTY, onSubmit: (values) => void submit(values) });

  async function submit(values: ResetValues) {
    const found = validateForm(resetPasswordFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const answer = await authApi.resetPassword({ token, newPassword: values.newPassword });
      notify.success(answer.message ?? 'Your password has been reset. You can now log in.');
      navigate('/login', { replace: true });
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.newPassword) setErrors({ newPassword: fields.newPassword });
      else setServerError(errorMessage(failure, 'The password could not be reset. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>Choose a new password</h1>
        {link.kind === 'checking' && <Loading minHeight="120px" />}
        {link.kind === 'invalid' && (
          <div style={{ display: 'grid', gap: 'var(--sp-4)' }}>
            <Alert tone="error">{link.message}</Alert>
            <p className={styles.switch}>
              <Link to="/forgot-password">Request a new link</Link>
            </p>
          </div>
        )}
        {link.kind === 'valid' && (
          <>
            <p className={styles.lead}>For the account {link.email}. Other devices signed in to it will be signed out.</p>
            <form {...form.props} noValidate style={{ display: 'grid', gap: 'var(--sp-4)' }}>
              <NewPasswordFields
                password={{ label: 'New password', ...form.field('newPassword'), error: errors.newPassword }}
                confirm={{ label: 'Confirm new password', ...form.field('confirmPassword'), error: errors.confirmPassword }}
              />
              {serverError && <Alert tone="error">{serverError}</Alert>}
              <Button type="submit" block busy={busy}>
                Set new password
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
