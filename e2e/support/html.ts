const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of HTML as a reader sees it: character references decoded (React writes `&amp;`, `&#x27;`…). */
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });

/** The text of the first h1 in a page's HTML as the server sent it (before any script ran). */
export const headingIn = (html: string): string | undefined => {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return inner === undefined ? undefined : decode(inner.replace(/<[^>]+>/g, '')).trim();
};

/** The text of a page's HTML as a reader sees it: its tags left out, its character references decoded. */
export const textIn = (html: string): string => decode(html.replace(/<[^>]+>/g, ''));
