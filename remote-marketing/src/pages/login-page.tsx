import { Link, useNavigate } from 'react-router-dom';
import { loginValidator, useAuthStore } from 'shared-api';
import { Card, LoginForm, usePageMeta } from 'shared-ui';
import styles from '../features/auth/auth-page.module.css';
import { landingPathFor } from '../features/auth/landing';

export default function LoginPage() {
  usePageMeta('Log in', 'Sign in to follow your quotes and shipments.');
  const login = useAuthStore((state) => state.login);
  const error = useAuthStore((state) => state.error);
  const navigate = useNavigate();

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>Log in</h1>
        <p className={styles.lead}>Follow your quote requests and shipments in the customer portal.</p>
        <LoginForm
          validate={loginValidator.validate}
          prepare={loginValidator.prepare}
          error={error}
          onSubmit={async (values) => {
            const user = await login(values);
            if (user) navigate(landingPathFor(user));
          }}
        >
          <p className={styles.switch}>
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
          <p className={styles.switch}>
            New here? <Link to="/signup">Create an account</Link>
          </p>
        </LoginForm>
      </Card>
    </div>
  );
}
