import { Fragment, useMemo } from 'react';

/** The distinct words of a query worth marking, longest first so 'freight' wins over 'fr'. */
export function highlightWords(query: string): string[] {
  const words = new Set(query.toLowerCase().split(/\s+/).filter(Boolean));
  return [...words].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into plain parts and the parts that match a query word (case-insensitive). */
export function splitByWords(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  if (words.length === 0) return [{ text, match: false }];
  // One capturing group: split() then puts every match at an odd index.
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

export interface HighlightProps {
  text: string;
  words: readonly string[];
}

/** Text with the searched words wrapped in <mark>. */
export function Highlight({ text, words }: HighlightProps) {
  const parts = useMemo(() => splitByWords(text, words), [text, words]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
