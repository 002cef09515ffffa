import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './text-field.module.css';

/** Ids that tie a control to its hint and error, so both are read out with it. */
function useDescribedControl(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown as the empty first option, e.g. 'Choose a service'. */
  placeholder?: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, placeholder, error, hint, id, className, ref, ...rest }: SelectFieldProps) {
  const { controlId, hintId, errorId, aria } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <select {...rest} {...aria} ref={ref} id={controlId} className={styles.input}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, id, className, ref, rows = 5, ...rest }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, aria } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <textarea {...rest} {...aria} ref={ref} id={controlId} rows={rows} className={[styles.input, styles.textarea].join(' ')} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, id, className, ref, ...rest }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, aria } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <input {...rest} {...aria} ref={ref} id={controlId} type="checkbox" className={styles.checkbox} />
      <div className={styles.checkText}>
        <label htmlFor={controlId}>{label}</label>
        <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}
