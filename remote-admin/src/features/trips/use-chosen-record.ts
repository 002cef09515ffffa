import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Envelope } from 'shared-api';
import type { SelectOption, SelectQuery } from 'shared-api/schemas';

export interface ChosenRecord<O extends SelectOption> {
  /** What the field shows. */
  option: SelectOption | null;
  /** The record's `select` row (papers, licence, owner): right away when picked from the list, looked up for a saved trip's record. */
  details: O | null;
  choose: (option: O | null) => void;
}

/**
 * A record chosen in a trip form's typeahead. A saved trip names its truck or driver but not their
 * papers, so on an edit the record's `select` row is looked up once by its name.
 */
export function useChosenRecord<O extends SelectOption>(
  resource: string,
  select: (query: SelectQuery) => Promise<Envelope<O[]>>,
  initial: SelectOption | null,
  { lookUp = true }: { lookUp?: boolean } = {},
): ChosenRecord<O> {
  const [picked, setPicked] = useState<{ option: SelectOption | null; details: O | null }>({ option: initial, details: null });
  const lookingUp = lookUp && initial !== null && picked.details === null && picked.option?.id === initial.id;
  const lookup = useQuery({
    queryKey: [resource, 'select', 'option', initial?.id ?? ''],
    queryFn: async () => {
      if (!initial) return null;
      const { data } = await select({ search: initial.label, includeInactive: true });
      return data.find((row) => row.id === initial.id) ?? null;
    },
    enabled: lookingUp,
    staleTime: 60_000,
  });
  return {
    option: picked.option,
    details: picked.details ?? (lookingUp ? (lookup.data ?? null) : null),
    choose: (option) => setPicked({ option, details: option }),
  };
}
