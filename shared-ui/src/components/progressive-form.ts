import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';

/** A field's value as forms hold it: a tick box as true or false, any other field as its text. */
export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_VALUES = new Set(['submit', 'button', 'reset', 'image', 'file']);

function isField(element: Element): element is Control {
  if (element instanceof HTMLInputElement) return !NOT_VALUES.has(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/**
 * What each named field of `form` holds: as the page shows it now, or as `submitted` (the FormData of a
 * submit) captured it. A field missing from the FormData (a disabled one) reads as it is shown.
 */
export function readFields(form: HTMLFormElement, submitted?: FormData): FieldValues {
  const values: FieldValues = {};
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue;
    const { name } = element;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values[name] = submitted && !element.disabled ? submitted.getAll(name).includes(element.value) : element.checked;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      const picked = submitted && !element.disabled ? submitted.get(name) === element.value : element.checked;
      if (picked) values[name] = element.value;
      else values[name] ??= '';
    } else {
      const sent = submitted?.get(name);
      values[name] = typeof sent === 'string' ? sent : element.value;
    }
  }
  return values;
}

/** The entries of `found` that differ from `current`, for the names `current` has. */
export function changedValues<V extends FieldValues>(current: V, found: FieldValues): Partial<V> {
  const changed: Partial<V> = {};
  for (const name of Object.keys(current) as (keyof V & string)[]) {
    const value = found[name];
    if (value !== undefined && value !== current[name]) changed[name] = value as V[typeof name];
  }
  return changed;
}

export interface ProgressiveFormOptions {
  /**
   * Called once, as the form comes alive, with what its fields hold. On a prerendered page that is what
   * the visitor typed, pasted or had filled in by the browser before the scripts ran: React keeps it in
   * the fields while hydrating, but not in any state, so the form must take it over before it renders
   * its own values again.
   */
  onAdopt?: (values: FieldValues) => void;
  /** The submit, with what the fields held when it was pressed: a submit pressed before hydration too. */
  onSubmit: (values: FieldValues, form: HTMLFormElement) => void;
  /**
   * For a search-like form that works without scripts: the address it goes to, with its fields in the
   * query (`/track` → `/track?number=…`). Before hydration (or without JavaScript) the browser goes there
   * itself; once live, `onSubmit` does it in the page.
   */
  getAction?: string | undefined;
}

export interface ProgressiveFormProps {
  ref: RefObject<HTMLFormElement | null>;
  action: string | ((submitted: FormData) => void);
  method?: 'get';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Props for a `<form>` that loses nothing to hydration (issue 26). Before the page is live:
 * - what is typed stays in the fields, and `onAdopt` hands it to the form's state once it is hydrated
 *   (focus and caret stay where they were, since the fields are never replaced or rewritten);
 * - a submit is held and carried out once the form is hydrated. That is React 19's own: a form whose
 *   `action` is a function is prerendered with a small script that catches its submit event, keeps its
 *   FormData, and hands it to the action when the form is hydrated. Without JavaScript nothing is sent
 *   (the prerendered action is a `javascript:` address the browser then ignores) and nothing is lost.
 * Once live, `onSubmit` handles the submit itself (preventing the default keeps React from also running
 * the action), so a submit runs the same code whenever it was pressed.
 */
export function useProgressiveForm(options: ProgressiveFormOptions): ProgressiveFormProps {
  const ref = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;

  // A layout effect: it runs in the commit that hydrates the form, before anything renders it again.
  useLayoutEffect(() => {
    if (ref.current) latest.current.onAdopt?.(readFields(ref.current));
  }, []);

  const { getAction } = options;
  return {
    ref,
    ...(getAction === undefined
      ? {
          action: (submitted: FormData) => {
            if (ref.current) latest.current.onSubmit(readFields(ref.current, submitted), ref.current);
          },
        }
      : { action: getAction, method: 'get' as const }),
    onSubmit: (event) => {
      event.preventDefault();
      latest.current.onSubmit(readFields(event.currentTarget), event.currentTarget);
    },
    // React resets a form after its action has run, which would empty fields the visitor filled in; the
    // forms clear themselves when they mean to.
    onReset: (event) => event.preventDefault(),
  };
}

export interface LiveFormOptions<V extends FieldValues> {
  /**
   * What the fields start with. When it changes later (a signed-in visitor's details, `?service=` read
   * once hydrated), the fields still showing the earlier start take the new one; what was typed stays.
   */
  initial: V;
  /** With the form's values, fields typed or picked before hydration included. */
  onSubmit: (values: V, form: HTMLFormElement) => void;
  getAction?: string | undefined;
}

/** Merges what the page shows into the form's values; the same object when nothing differs. */
function withShown<V extends FieldValues>(current: V, shown: FieldValues): V {
  const changed = changedValues(current, shown);
  return Object.keys(changed).length > 0 ? { ...current, ...changed } : current;
}

/**
 * The public site's form state on top of useProgressiveForm: controlled fields whose values survive
 * hydration, and `field(name)` / `checkbox(name)` props for them. Sign-in, sign-up, the newsletter and
 * the schema-checked forms (remote-marketing's useSchemaForm) are all built on it.
 */
export function useLiveForm<V extends FieldValues>({ initial, onSubmit, getAction }: LiveFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);

  const startedWith = useRef(initial);
  useEffect(() => {
    const before = startedWith.current;
    if (before === initial) return;
    startedWith.current = initial;
    setValues((current) => {
      let next = current;
      for (const name of Object.keys(initial) as (keyof V & string)[]) {
        if (current[name] === before[name] && initial[name] !== before[name]) next = { ...next, [name]: initial[name] };
      }
      return next;
    });
  }, [initial]);

  const props = useProgressiveForm({
    getAction,
    onAdopt: (shown) => setValues((current) => withShown(current, shown)),
    onSubmit: (shown, form) => {
      const next = withShown(values, shown);
      if (next !== values) setValues(next);
      onSubmit(next, form);
    },
  });

  const setValue = useCallback((name: keyof V & string, value: FieldValue) => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
  }, []);

  return {
    props,
    values,
    setValues,
    setValue,
    /** Props of a text field, select or text area bound to `name`. */
    field: (name: keyof V & string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<Control>) => setValue(name, event.target.value),
    }),
    /** Props of a tick box bound to `name`. */
    checkbox: (name: keyof V & string) => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked),
    }),
  };
}
