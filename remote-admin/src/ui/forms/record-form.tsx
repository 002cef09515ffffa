import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { buttonClass } from 'shared-ui';
import type { z } from 'zod';
import { FormActions } from './form-fields';
import type { AdminForm } from './use-admin-form';

/** What a record's form needs from the add or edit page around it. */
export interface RecordFormProps<Values> {
  submitLabel: string;
  /** Shown above the buttons when the server gives no reason. */
  failure: string;
  cancelTo: string;
  onSubmit: (values: Values) => Promise<void>;
  /** More buttons beside Save and Cancel, e.g. Delete. */
  actions?: ReactNode;
}

export interface RecordFormShellProps<S extends z.ZodType<FieldValues, FieldValues>> extends RecordFormProps<z.output<S>> {
  form: AdminForm<S>;
  className?: string;
  /** The form's sections. */
  children: ReactNode;
}

/** A record's form: its sections, then the form's error, Save, Cancel and any further actions. */
export function RecordForm<S extends z.ZodType<FieldValues, FieldValues>>({
  form,
  submitLabel,
  failure,
  cancelTo,
  onSubmit,
  actions,
  className,
  children,
}: RecordFormShellProps<S>) {
  return (
    <form noValidate onSubmit={form.submitWith(onSubmit, failure)} className={className}>
      {children}
      <FormActions formError={form.formError} submitLabel={submitLabel} submitting={form.formState.isSubmitting}>
        <Link to={cancelTo} className={buttonClass({ variant: 'ghost' })}>
          Cancel
        </Link>
        {actions}
      </FormActions>
    </form>
  );
}
