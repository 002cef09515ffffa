import { Link } from 'react-router-dom';
import { Alert, usePageMeta } from 'shared-ui';
import { AuthCard } from './auth-card';
import styles from './auth-screen.module.css';

/* See forgot-password-screen.tsx: reset links are not issued yet, so none can be redeemed here. */
export default function ResetPasswordScreen() {
  usePageMeta('Reset password');
  return (
    <AuthCard title="Reset your password">
      <Alert tone="info">
        Reset links are not issued yet, so this link cannot be used. Ask another administrator for a new password.
      </Alert>
      <p className={styles.links} style={{ marginTop: 'var(--sp-4)' }}>
        <Link to="/admin/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
