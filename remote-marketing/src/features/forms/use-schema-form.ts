import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { errorMessage, fieldErrors, httpStatus, validateForm } from 'shared-api';
import { useLiveForm, type FieldErrors } from 'shared-ui';
import type { ZodType } from 'zod';

export type FormValues = Record<string, string | boolean>;

/**
 * The schema, or how to fetch it: zod and the schemas are a third of a form page's script, so a page
 * that passes a loader hydrates without them and fetches them once it is live (issue 26).
 */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

export interface SchemaFormOptions<V extends FormValues, R> {
  schema: SchemaSource;
  initial: V;
  /** Rules the shared schema cannot express (e.g. a repeated password). */
  extraRules?: (values: V) => FieldErrors<V>;
  send: (payload: unknown) => Promise<R>;
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
  onSent: (result: R, values: V) => void;
  /** A search-like form's address, which works without scripts (see shared-ui's useProgressiveForm). */
  getAction?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The public site's one form pattern: the shared zod schema checks each field as the visitor leaves
 * it and everything on submit; the server's field errors land on the same fields; what was typed
 * is never cleared by an error, nor by hydration (shared-ui's useLiveForm: what was typed before the
 * page was live is kept, and a submit pressed then is carried out once it is). Spread `props` on the form.
 * A schema given as a loader is fetched when the browser is idle after hydration; a field left before it
 * has arrived is checked when it arrives, and a submit waits for it.
 */
export function useSchemaForm<V extends FormValues, R>(options: SchemaFormOptions<V, R>) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<keyof V>());
  const schemaRef = useRef<ZodType | undefined>(typeof options.schema === 'function' ? undefined : options.schema);
  const loading = useRef<Promise<ZodType>>(undefined);

  /** The schema, fetched once; a failed fetch is tried again at the next need. */
  const loadSchema = useCallback((): Promise<ZodType> => {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    const source = optionsRef.current.schema;
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (schema) => (schemaRef.current = schema),
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, []);

  /** Errors of `next`, or none while the schema is still on its way. */
  const check = useCallback((next: V): FieldErrors<V> => {
    const { extraRules } = optionsRef.current;
    const schema = schemaRef.current;
    return { ...(schema ? validateForm(schema, withoutBlanks(next)) : {}), ...extraRules?.(next) } as FieldErrors<V>;
  }, []);

  /** Re-checks only the fields the visitor has already left, so nobody is scolded while typing. */
  const recheck = useCallback(
    (next: V) => {
      if (!schemaRef.current) {
        // Checked with the values of the moment the schema arrives.
        loadSchema().then(
          () => recheckRef.current(valuesRef.current),
          () => undefined,
        );
      }
      const found = check(next);
      setErrors(() => {
        const shown: FieldErrors<V> = {};
        for (const name of touched.current) if (found[name]) shown[name] = found[name];
        return shown;
      });
    },
    [check, loadSchema],
  );

  const live = useLiveForm<V>({
    initial: options.initial,
    getAction: options.getAction,
    onSubmit: (values, form) => void submit(values, form),
  });
  const { values, setValues } = live;
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const recheckRef = useRef(recheck);
  recheckRef.current = recheck;

  useFetchWhenIdle(schemaRef.current ? undefined : loadSchema);

  function update(name: keyof V & string, value: string | boolean) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched.current.has(name)) recheck(next);
  }

  function leave(name: keyof V) {
    touched.current.add(name);
    recheck(values);
  }

  /** Props for an input, select or textarea bound to `name`. */
  function field(name: keyof V & string) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<Control>) => update(name, event.target.value),
      onBlur: (event: FocusEvent<Control>) => {
        // Leaving the field for the submit button: submit checks everything anyway, and an error
        // appearing now would move the button from under the pointer, so the click would miss it.
        if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
        leave(name);
      },
      error: errors[name],
    };
  }

  function checkbox(name: keyof V & string) {
    return {
      name,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.checked),
      error: errors[name],
    };
  }

  async function submit(values: V, form: HTMLFormElement) {
    setFormError(undefined);
    try {
      await loadSchema();
    } catch (error) {
      setFormError(describeFailure(error, optionsRef.current.failureMessage));
      return;
    }
    const found = check(values);
    for (const name of Object.keys(values)) touched.current.add(name as keyof V);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    const { send, failureMessage, onSent } = optionsRef.current;
    setBusy(true);
    try {
      const result = await send(withoutBlanks(values));
      setBusy(false);
      onSent(result, values);
    } catch (error) {
      setBusy(false);
      const fromServer = fieldErrors(error) as FieldErrors<V>;
      setErrors(fromServer);
      setFormError(describeFailure(error, failureMessage));
      if (Object.keys(fromServer).length > 0) focusFirstInvalid(form);
    }
  }

  const reset = () => {
    touched.current.clear();
    setValues(optionsRef.current.initial);
    setErrors({});
    setFormError(undefined);
  };

  return { props: live.props, values, errors, formError, busy, field, checkbox, reset, setValue: update };
}

/**
 * Calls `fetch` once the page is live and the browser idle (a failure is left for the next need to try
 * again): what a form needs only when it is used arrives while the visitor reads or types, after
 * hydration has had the CPU.
 */
export function useFetchWhenIdle(fetch: (() => Promise<unknown>) | undefined): void {
  useEffect(() => {
    if (!fetch) return;
    const start = () => void fetch().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 0);
    return () => clearTimeout(id);
  }, [fetch]);
}

/** An empty box means "not given": a required field then reads "X is required", an optional one is left out. */
function withoutBlanks(values: FormValues): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** What a form says when the server (or a file it needs) cannot be reached. */
export const UNREACHABLE = 'We could not reach our server. Check your connection and try again – what you typed is still here.';

function describeFailure(error: unknown, fallback: string): string {
  const status = httpStatus(error);
  if (status === undefined && !(error instanceof Error && error.name === 'TimeoutError')) {
    return UNREACHABLE;
  }
  return errorMessage(error, fallback);
}

/** Moves focus to the first field with an error once React has rendered it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
