import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isStaffRole, loginValidator, selectIsStaff, useAuthStore } from 'shared-api';
import { Alert, LoginForm, notify, usePageMeta } from 'shared-ui';
import { AuthCard } from './auth-card';
import styles from './auth-screen.module.css';

function safeReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only paths inside the back office, so a crafted link cannot send an admin elsewhere.
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login') ? from : '/admin/dashboard';
}

export default function LoginScreen() {
  usePageMeta('Back office login');
  const login = useAuthStore((state) => state.login);
  const logout = useAuthStore((state) => state.logout);
  const error = useAuthStore((state) => state.error);
  const isStaff = useAuthStore(selectIsStaff);
  const isLoading = useAuthStore((state) => state.isLoading);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    useAuthStore.setState({ error: null });
  }, []);

  if (!isLoading && isStaff) return <Navigate to={safeReturnPath(location.state)} replace />;
  // Set by the reset-password screen, so the admin knows the new password is ready to use.
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  return (
    <AuthCard title="Sign in to the back office">
      {typeof notice === 'string' && (
        <div className={styles.notice}>
          <Alert>{notice}</Alert>
        </div>
      )}
      <LoginForm
        validate={loginValidator.validate}
        prepare={loginValidator.prepare}
        error={error}
        onSubmit={async (values) => {
          const user = await login(values);
          if (!user) return;
          if (!isStaffRole(user.role)) {
            // A customer's session is of no use here; sign it out rather than leave it half-in.
            await logout();
            notify.error('This account has no access to the back office.');
            useAuthStore.setState({ error: 'This account has no access to the back office.' });
            return;
          }
          navigate(safeReturnPath(location.state), { replace: true });
        }}
      >
        <p className={styles.links}>
          <Link to="/admin/forgot-password">Forgot password?</Link>
          <Link to="/">Back to the website</Link>
        </p>
      </LoginForm>
    </AuthCard>
  );
}
