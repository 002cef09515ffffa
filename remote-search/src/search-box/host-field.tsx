import { useState } from 'react';
import { SearchBox } from './search-box';

/**
 * A search field as the shell's header renders it (shell/src/layouts/site-search.tsx), with this
 * remote's enhancement on it: for the remote's standalone page and its tests.
 */
export function HostSearchField() {
  const [query, setQuery] = useState('');
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return (
    <div style={{ position: 'relative', maxWidth: 420 }}>
      <form role="search" aria-label="Site" action="/search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="host-search">Search</label>
        <input
          id="host-search"
          ref={setInput}
          name="q"
          type="text"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {input && <SearchBox input={input} query={query} onQueryChange={setQuery} />}
    </div>
  );
}
