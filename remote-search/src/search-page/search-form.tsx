import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** The query in the URL; the parent remounts the form (key) when it changes elsewhere, e.g. from the header. */
  initialQuery: string;
  onSearch: (query: string) => void;
}

export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(initialQuery);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text) onSearch(text);
  }

  return (
    <form role="search" aria-label="Refine search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="ui-visually-hidden">
        Search terms
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search services, industries, help…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" className={styles.button}>
        Search
      </Button>
    </form>
  );
}
