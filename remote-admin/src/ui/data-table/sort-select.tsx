import { SelectField } from 'shared-ui';
import type { ResourceList } from './use-resource-list';
import styles from './list-toolbar.module.css';

export interface SortSelectProps {
  list: Pick<ResourceList<unknown>, 'sort' | 'setSort'>;
  /** Every sort the list's API offers, e.g. { value: '-tripDate', label: 'Newest first' }. */
  options: readonly { value: string; label: string }[];
}

/** The list's sort as a choice, for sorts no column header offers (and on phones, where columns are hidden). */
export function SortSelect({ list, options }: SortSelectProps) {
  return (
    <SelectField
      className={styles.filter}
      label="Sort by"
      value={list.sort}
      onChange={(event) => list.setSort(event.target.value)}
      options={options}
    />
  );
}
