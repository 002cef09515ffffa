import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from 'shared-api';
import type { z } from 'zod';

export interface AdminFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
}

export type AdminForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The server's message when it is not about one field, shown above the buttons. */
  formError: string | undefined;
  /**
   * The form's onSubmit: checks every field with the shared schema, then sends. Server field errors
   * land on their fields; anything else becomes formError (or `failure` when the server said nothing).
   * Nothing the user typed is cleared.
   */
  submitWith: (
    send: (values: z.output<S>) => Promise<void>,
    failure: string,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * The back office's one form pattern: react-hook-form checked by the same zod schema the server uses.
 * Errors appear once a field is left, and follow each keystroke after that.
 */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
}: AdminFormOptions<S>): AdminForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string>();

  const submitWith: AdminForm<S>['submitWith'] = (send, failure) =>
    form.handleSubmit(async (values) => {
      setFormError(undefined);
      try {
        await send(values);
      } catch (error) {
        const current = form.getValues();
        // Server keys are paths, e.g. 'socials.facebook' for a nested field.
        const known = (name: string) => name in current || get(current, name) !== undefined;
        const serverFields = Object.entries(fieldErrors(error));
        let unplaced = false;
        let focused = false;
        for (const [name, message] of serverFields) {
          if (!known(name)) {
            unplaced = true;
            continue;
          }
          // Focus the first only: moving on would blur it, and the blur re-validates it, clearing its server error.
          form.setError(name as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        // A rejection explained entirely on the fields needs no second message above the buttons.
        if (serverFields.length === 0 || unplaced) setFormError(errorMessage(error, failure));
      }
    });

  return Object.assign(form, { formError, submitWith });
}
