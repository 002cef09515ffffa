import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ROLE_DESCRIPTIONS, type User } from 'shared-api';
import {
  createUserSchema,
  newPasswordField,
  PASSWORD_HINT,
  requiredText,
  type CreateUserInput,
  type UpdateUserInput,
} from 'shared-api/schemas';
import { Alert } from 'shared-ui';
import type { z } from 'zod';
import {
  FormCheckboxField,
  FormGrid,
  FormSection,
  FormSelectField,
  FormTextField,
  RecordForm,
  useAdminForm,
  type RecordFormProps,
} from '../../ui';
import { ROLE_OPTIONS } from './user-labels';
import { branchSelectOptions, useBranches } from '../branches/use-branch-options';
import styles from './user-form.module.css';

export type UserFormMode = 'create' | 'edit';

/**
 * The shared createUserSchema plus a repeated password. Only creating requires a password; when
 * editing, a blank one keeps the current password, and a typed one must pass the same rules.
 */
export function userFormSchema(mode: UserFormMode) {
  return createUserSchema
    .extend({ password: requiredText('Password'), confirmPassword: requiredText('Confirmation') })
    .superRefine((values, context) => {
      if (values.password === '') {
        if (mode === 'create') context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
      } else {
        const checked = newPasswordField.safeParse(values.password);
        if (!checked.success) {
          context.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]?.message ?? PASSWORD_HINT });
        }
      }
      if (values.password !== '' && values.confirmPassword === '') {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Type the password again to confirm it' });
      } else if (values.confirmPassword !== values.password) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
      }
    });
}

type UserFormSchema = ReturnType<typeof userFormSchema>;
const SCHEMAS: Record<UserFormMode, UserFormSchema> = { create: userFormSchema('create'), edit: userFormSchema('edit') };
export type UserFormInput = z.input<UserFormSchema>;
/** What the form hands to its page: trimmed, e-mail lower-cased, a blank phone as null. */
export type UserFormValues = z.output<UserFormSchema>;

const EMPTY: UserFormInput = {
  name: '',
  email: '',
  phone: '',
  role: 'customer',
  active: true,
  branchId: '',
  password: '',
  confirmPassword: '',
};

export function formValuesOf(user: User): UserFormInput {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    active: user.active,
    branchId: user.branchId ?? '',
    password: '',
    confirmPassword: '',
  };
}

/** Only the call's fields are sent: the repeated password stays in the browser. */
export function createInputOf({ confirmPassword: _confirm, ...values }: UserFormValues): CreateUserInput {
  return values;
}

/**
 * Only what changed is sent, so saving a name never overwrites a role another admin changed
 * meanwhile. A blank password is left out (the current one stays); on one's own account the
 * locked role, status and password are never sent.
 */
export function updateInputOf(values: UserFormValues, user: User, self: boolean): UpdateUserInput {
  const input: UpdateUserInput = {};
  if (values.name !== user.name) input.name = values.name;
  if (values.email !== user.email) input.email = values.email;
  if ((values.phone ?? null) !== user.phone) input.phone = values.phone ?? null;
  if (!self && values.role !== user.role) input.role = values.role;
  if (!self && values.active !== user.active) input.active = values.active;
  if (!self && (values.branchId ?? null) !== user.branchId) input.branchId = values.branchId ?? null;
  if (!self && values.password !== '') input.password = values.password;
  return input;
}

export interface UserFormProps extends RecordFormProps<UserFormValues> {
  mode: UserFormMode;
  /** The user being edited; empty fields when creating. */
  initialValues?: UserFormInput;
  /**
   * The signed-in admin's own account: the server refuses to change one's own role or status,
   * so those controls are locked, and the password is left to Settings.
   */
  self?: boolean;
}

/** The one user form, for adding a user and for editing one. */
export function UserForm({ mode, initialValues = EMPTY, self = false, ...props }: UserFormProps) {
  const form = useAdminForm({ schema: SCHEMAS[mode], defaultValues: initialValues });
  const role = useWatch({ control: form.control, name: 'role' });
  const { resetField, setValue } = form;
  const branches = useBranches(true);
  const customer = role === 'customer';

  // A customer belongs to no branch: one chosen before the role was changed is not sent.
  useEffect(() => {
    if (customer) setValue('branchId', '');
  }, [customer, setValue]);

  // Locked controls must show, and send, what the account really has.
  useEffect(() => {
    if (self) {
      resetField('role');
      resetField('active');
      resetField('branchId');
      resetField('password');
      resetField('confirmPassword');
    }
  }, [self, resetField]);

  return (
    <RecordForm form={form} className={styles.form} {...props}>
      <FormSection title="Account">
        <FormGrid>
          <FormTextField form={form} name="name" label="Full name" autoComplete="off" required />
          <FormTextField form={form} name="email" label="E-mail" type="email" autoComplete="off" required />
          <FormTextField
            form={form}
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="off"
            hint="For example +91 22 4000 1234"
          />
        </FormGrid>
      </FormSection>

      <FormSection title="Access">
        {self && (
          <div className={styles.note}>
            <Alert tone="info">
              This is your own account. You cannot change your own role, deactivate or delete yourself; another administrator can.
            </Alert>
          </div>
        )}
        <FormGrid>
          <FormSelectField
            form={form}
            name="role"
            label="Role"
            options={ROLE_OPTIONS}
            disabled={self}
            hint={ROLE_DESCRIPTIONS[role] ?? 'Staff roles use this back office; customers use the customer portal.'}
          />
          <FormCheckboxField
            form={form}
            name="active"
            label="Active"
            disabled={self}
            hint="Active users can sign in. Making a user inactive signs them out at once."
          />
          {!customer && (
            <FormSelectField
              form={form}
              name="branchId"
              label="Branch"
              options={branchSelectOptions(branches, 'All branches')}
              disabled={self}
              hint="Staff of one branch see and change only its trips, documents, expenses and advances, from their next click."
            />
          )}
        </FormGrid>
      </FormSection>

      {self ? (
        <FormSection title="Password">
          <p className={styles.text}>
            Change your own password under <Link to="/admin/settings">Settings</Link>. A password set here would sign you out of
            every device, including this one.
          </p>
        </FormSection>
      ) : (
        <FormSection
          title={mode === 'create' ? 'Password' : 'Change password'}
          description={
            mode === 'edit'
              ? 'Leave blank to keep the current password. A new password signs this user out of every device.'
              : undefined
          }
        >
          <FormGrid>
            <FormTextField
              form={form}
              name="password"
              label={mode === 'create' ? 'Password' : 'New password'}
              type="password"
              autoComplete="new-password"
              required={mode === 'create'}
              hint={PASSWORD_HINT}
            />
            <FormTextField
              form={form}
              name="confirmPassword"
              label={mode === 'create' ? 'Confirm password' : 'Confirm new password'}
              type="password"
              autoComplete="new-password"
              required={mode === 'create'}
            />
          </FormGrid>
        </FormSection>
      )}
    </RecordForm>
  );
}
