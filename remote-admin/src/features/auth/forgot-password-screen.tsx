import { Link } from 'react-router-dom';
import { Alert, usePageMeta } from 'shared-ui';
import { AuthCard } from './auth-card';
import styles from './auth-screen.module.css';

/*
 * Password reset by e-mail needs the server's reset-token and mail calls, which come with the API
 * foundation work; until then this screen says plainly what to do instead of offering a form that
 * cannot work.
 */
export default function ForgotPasswordScreen() {
  usePageMeta('Forgot password');
  return (
    <AuthCard title="Forgot your password?">
      <Alert tone="info">
        Password reset by e-mail is not available yet. Ask another administrator to set a new password for you under Users, or
        restart the server with ADMIN_EMAIL and ADMIN_PASSWORD on an empty database.
      </Alert>
      <p className={styles.links} style={{ marginTop: 'var(--sp-4)' }}>
        <Link to="/admin/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
