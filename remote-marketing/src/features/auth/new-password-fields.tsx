import { TextField, type TextFieldProps } from 'shared-ui';

type FieldProps = Pick<TextFieldProps, 'label' | 'name' | 'value' | 'onChange' | 'error'>;

/** A new password and its confirmation, as sign-up and password reset ask for them. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a digit."
      />
      <TextField {...confirm} type="password" autoComplete="new-password" />
    </>
  );
}
