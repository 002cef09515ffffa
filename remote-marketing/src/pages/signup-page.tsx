import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore, validateForm } from 'shared-api';
import { Button, Card, notify, TextField, useLiveForm, usePageMeta, usePageParams, type FieldErrors } from 'shared-ui';
import styles from '../features/auth/auth-page.module.css';
import { landingPathFor } from '../features/auth/landing';
import { NewPasswordFields } from '../features/auth/new-password-fields';
import { UNREACHABLE, useFetchWhenIdle } from '../features/forms/use-schema-form';

interface SignupValues extends Record<string, string> {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Validation arrives after the page is live (zod is two thirds of this page's script; see useSchemaForm). */
const loadRegisterSchema = () =>
  import(/* webpackChunkName: "form-schemas" */ 'shared-api/schemas').then((schemas) => schemas.registerSchema);

function validate(schema: Awaited<ReturnType<typeof loadRegisterSchema>>, values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = validateForm(schema, values);
  if (!values.confirmPassword) errors.confirmPassword = 'Please repeat the password';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

export default function SignupPage() {
  usePageMeta('Create an account', 'Open a customer account to request quotes and follow your shipments.');
  const register = useAuthStore((state) => state.register);
  const serverError = useAuthStore((state) => state.error);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<SignupValues>>({});
  const [busy, setBusy] = useState(false);
  // A billing party's invitation (from the back office) brings its address and a proof of it.
  const [params] = usePageParams();
  const invite = params.get('invite') ?? undefined;
  const invitedEmail = params.get('email') ?? '';
  const initial = useMemo(() => ({ ...EMPTY, email: invitedEmail }), [invitedEmail]);
  const form = useLiveForm({ initial, onSubmit: (values) => void submit(values) });
  useFetchWhenIdle(loadRegisterSchema);

  async function submit(values: SignupValues) {
    let schema;
    try {
      schema = await loadRegisterSchema();
    } catch {
      setErrors({});
      notify.error(UNREACHABLE);
      return;
    }
    const found = validate(schema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const user = await register({ name: values.name, email: values.email, password: values.password, ...(invite && { invite }) });
    setBusy(false);
    if (user) navigate(landingPathFor(user));
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>Create an account</h1>
        <p className={styles.lead}>
          {invite
            ? 'You were invited to follow your consignments with us: choose a password to open your account.'
            : 'Request quotes faster and see every shipment in one place.'}
        </p>
        <form {...form.props} noValidate style={{ display: 'grid', gap: 'var(--sp-4)' }}>
          <TextField label="Full name" autoComplete="name" {...form.field('name')} error={errors.name} />
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} error={errors.email} />
          <NewPasswordFields
            password={{ label: 'Password', ...form.field('password'), error: errors.password }}
            confirm={{ label: 'Confirm password', ...form.field('confirmPassword'), error: errors.confirmPassword }}
          />
          {serverError && !busy && (
            <p role="alert" style={{ margin: 0, color: 'var(--c-danger)' }}>
              {serverError}
            </p>
          )}
          <Button type="submit" block busy={busy}>
            Create account
          </Button>
          <p className={styles.switch}>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </form>
      </Card>
    </div>
  );
}
