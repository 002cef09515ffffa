import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SelectOption } from 'shared-api/schemas';
import { RecordSelect, type RecordSelectProps } from '../forms/record-select';

export interface RecordFilterProps<O extends SelectOption> extends Pick<
  RecordSelectProps<O>,
  'label' | 'resource' | 'select' | 'describe' | 'className'
> {
  /** The record's id as the list's address holds it; '' for no filter. */
  value: string;
  onChange: (id: string) => void;
  /** The name of the record an id stands for: a reload or a shared link carries the id alone. */
  nameOf: (id: string) => Promise<string>;
}

/** A list filter on one master record (a party, a truck…), chosen with the typeahead and kept in the address as its id. */
export function RecordFilter<O extends SelectOption>({ value, onChange, nameOf, ...rest }: RecordFilterProps<O>) {
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const known = picked && picked.id === value ? picked : null;
  const name = useQuery({
    queryKey: [rest.resource, 'name', value],
    queryFn: () => nameOf(value),
    enabled: value !== '' && !known,
    staleTime: Infinity,
  });
  const shown =
    value === '' ? null : (known ?? { id: value, label: name.data ?? (name.isError ? 'A record not found' : 'Loading…') });
  return (
    <RecordSelect<O>
      {...rest}
      includeInactive
      placeholder="Any"
      value={shown}
      onChange={(option) => {
        setPicked(option);
        onChange(option?.id ?? '');
      }}
    />
  );
}
