/*
 * Whether the visitor may be signed in, known before any script of the app has run. A prerendered page
 * is the same for everyone, so a page whose content depends on the sign-in (the customer portal) is
 * prerendered with both: what a signed-out visitor sees, marked `data-signed-out-only`, and what a
 * signed-in one waits on, marked `data-signed-in-only`. A tiny inline script in the page's head marks
 * <html> when a token is stored, and the page's own style hides the part that is not the visitor's, so
 * neither sees the other's content before the page is live.
 */

/** Where the bearer token lives in localStorage (spec §7); token-storage.ts reads and writes it. */
export const TOKEN_KEY = 'token';

/** Set on <html> while a token is stored. */
export const SESSION_ATTRIBUTE = 'data-session';

/** The head of a prerendered page: the marker script and the rules that show each visitor their part. */
export const SESSION_MARKER_HEAD =
  `<script>try{localStorage.getItem('${TOKEN_KEY}')&&document.documentElement.setAttribute('${SESSION_ATTRIBUTE}','')}catch(e){}</script>` +
  `<style>html[${SESSION_ATTRIBUTE}] [data-signed-out-only],html:not([${SESSION_ATTRIBUTE}]) [data-signed-in-only]{display:none}</style>`;
