import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  Alert,
  Button,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from 'shared-ui';
import styles from './form.module.css';

// Any form from useAdminForm; fields only need registration and the error state.
type AnyForm<V extends FieldValues> = Pick<UseFormReturn<V, unknown, FieldValues>, 'register' | 'formState'>;

interface Bound<V extends FieldValues> {
  form: AnyForm<V>;
  name: Path<V>;
}

const errorOf = <V extends FieldValues>(form: AnyForm<V>, name: Path<V>): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

export function FormTextField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> & Omit<TextFieldProps, 'name' | 'error' | 'form'>) {
  return <TextField {...rest} {...form.register(name)} error={errorOf(form, name)} />;
}

export function FormSelectField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> & Omit<SelectFieldProps, 'name' | 'error' | 'form'>) {
  return <SelectField {...rest} {...form.register(name)} error={errorOf(form, name)} />;
}

export function FormTextAreaField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> & Omit<TextAreaFieldProps, 'name' | 'error' | 'form'>) {
  return <TextAreaField {...rest} {...form.register(name)} error={errorOf(form, name)} />;
}

export function FormCheckboxField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> & Omit<CheckboxFieldProps, 'name' | 'error' | 'form'>) {
  return <CheckboxField {...rest} {...form.register(name)} error={errorOf(form, name)} />;
}

/** Fields in a responsive grid: two columns on wide screens, one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** A titled group of fields inside a longer form. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </fieldset>
  );
}

export interface FormActionsProps {
  formError?: string;
  submitLabel: string;
  /** Disables the submit button and marks it busy while the form is being sent. */
  submitting: boolean;
  /** Secondary actions, e.g. a Cancel link. */
  children?: ReactNode;
}

/** The form's error (if any) and its buttons. */
export function FormActions({ formError, submitLabel, submitting, children }: FormActionsProps) {
  return (
    <div className={styles.footer}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
