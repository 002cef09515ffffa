import { PASSWORD_HINT } from 'shared-api';
import { TextField, type TextFieldProps } from 'shared-ui';

type FieldProps = Pick<TextFieldProps, 'label' | 'name' | 'value' | 'onChange' | 'error'>;

/** A new password and its confirmation, as sign-up and password reset ask for them. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <TextField {...password} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextField {...confirm} type="password" autoComplete="new-password" />
    </>
  );
}
