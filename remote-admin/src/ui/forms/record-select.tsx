import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Envelope } from 'shared-api';
import type { SelectOption, SelectQuery } from 'shared-api/schemas';
import { useDebounced } from '../use-debounced';
import styles from './record-select.module.css';

/** Typing waits this long before asking the server for matching records. */
export const RECORD_SELECT_DEBOUNCE_MS = 250;

export interface RecordSelectProps<O extends SelectOption> {
  label: string;
  /** First element of the records' query keys, e.g. 'trucks': the answers are cached with them. */
  resource: string;
  /** A master's `select` call: at most 20 rows matching `search`. */
  select: (query: SelectQuery) => Promise<Envelope<O[]>>;
  /** The record chosen, as the field shows it; null when none is. */
  value: SelectOption | null;
  onChange: (option: O | null) => void;
  /** A line under an option's name in the list (GSTIN and city, papers, licence). */
  describe?: (option: O) => ReactNode;
  /** Also offers inactive records (e.g. a filter over past trips). */
  includeInactive?: boolean;
  hint?: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The back office's typeahead for a master record (billing party, truck, driver, vehicle…): an
 * ARIA combobox whose list comes from the record's `select` call as the admin types. Arrow keys move
 * through the list, Enter picks, Escape closes the list and then restores the chosen record's name.
 * Text that was typed but not picked is never taken as a choice.
 */
export function RecordSelect<O extends SelectOption>({
  label,
  resource,
  select,
  value,
  onChange,
  describe,
  includeInactive = false,
  hint,
  error,
  placeholder = 'Type to search',
  required,
  disabled,
  name,
  className,
  onBlur,
  ref,
}: RecordSelectProps<O>) {
  const inputId = useId();
  const listId = `${inputId}-list`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  // What the admin is typing; null shows the chosen record's name.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = (draft ?? '').trim();
  const search = useDebounced(typed, RECORD_SELECT_DEBOUNCE_MS);

  const matches = useQuery({
    queryKey: [resource, 'select', { search, includeInactive }],
    queryFn: async () => (await select({ ...(search && { search }), ...(includeInactive && { includeInactive: true }) })).data,
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  // Only the answer to what the field says now: an older list could let Enter pick a record that no longer matches.
  const current = search === typed && !matches.isPlaceholderData;
  const options = open && current ? (matches.data ?? []) : [];
  const active = options[activeIndex];
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (option: O | null) => {
    setDraft(null);
    setOpen(false);
    setActiveIndex(-1);
    onChange(option);
  };

  const leave = () => {
    // A blanked field clears the choice; other unpicked text gives way to the chosen record's name.
    if (draft !== null && draft.trim() === '' && value) onChange(null);
    setDraft(null);
    setOpen(false);
    setActiveIndex(-1);
    onBlur?.();
  };

  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      setActiveIndex(0);
      return;
    }
    if (options.length === 0) return;
    // Up from nowhere goes to the last option; past either end wraps round.
    setActiveIndex((index) =>
      index < 0 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // While the list is open, Enter chooses; it must not submit the form around the field.
        if (!open) return;
        event.preventDefault();
        if (active) pick(active);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        } else if (draft !== null) {
          event.preventDefault();
          setDraft(null);
        }
        break;
      default:
    }
  };

  let status = '';
  if (open && matches.isError) status = 'The list could not be loaded. Type again to retry.';
  else if (open && (!current || matches.isPending)) status = 'Searching…';
  else if (open && options.length === 0) status = search ? `No match for “${search}”` : 'Nothing to choose from yet';

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div
      ref={wrapRef}
      className={[styles.field, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (!wrapRef.current?.contains(event.relatedTarget as Node | null)) leave();
      }}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={setRefs}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          value={draft ?? value?.label ?? ''}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value && !disabled && (
          <button
            type="button"
            className={styles.clear}
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              pick(null);
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.panel} hidden={!open}>
        <p className={styles.status} role="status">
          {status}
        </p>
        <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className={styles.list}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={[styles.option, index === activeIndex && styles.active].filter(Boolean).join(' ')}
              // mousedown would blur the input, and the blur close the list, before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {describe && <span className={styles.optionDetail}>{describe(option)}</span>}
            </li>
          ))}
        </ul>
      </div>
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
    </div>
  );
}

export interface FormRecordSelectProps<V extends FieldValues, T extends FieldValues, O extends SelectOption> extends Omit<
  RecordSelectProps<O>,
  'name' | 'error' | 'onBlur' | 'ref' | 'onChange'
> {
  form: { control: Control<V, unknown, T> };
  /** The form field that holds the chosen record's id ('' when none). */
  name: Path<V>;
  onChange?: (option: O | null) => void;
}

/** A RecordSelect bound to a form field holding the record's id; its error and focus follow the form. */
export function FormRecordSelect<V extends FieldValues, T extends FieldValues, O extends SelectOption>({
  form,
  name,
  onChange,
  ...rest
}: FormRecordSelectProps<V, T, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <RecordSelect<O>
      {...rest}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(option) => {
        field.onChange(option?.id ?? '');
        onChange?.(option);
      }}
    />
  );
}
