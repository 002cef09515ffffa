import Beasties from 'beasties';

/*
 * The prerenderer hands over every stylesheet the modules it loaded imported: the whole design system
 * and every page rendered before in the same run. The HTML keeps only the rules that match something
 * in the page (with their media queries, states such as :hover and the keyframes they use), so the
 * first paint waits for a few kilobytes rather than the site's CSS. Once the scripts run, each module
 * injects its full stylesheet as it does on any page, before React hydrates.
 */

const beasties = new Beasties({
  // Only the stylesheet given here: the page has no <link rel=stylesheet> to follow.
  external: false,
  reduceInlineStyles: true,
  keyframes: 'critical',
  compress: true,
  logLevel: 'silent',
});

const STYLE = /<style>([\s\S]*?)<\/style>/;

/** The rules of `css` that the markup `html` (the page's root) uses. */
export async function criticalCss(css: string, html: string): Promise<string> {
  if (!css.trim()) return '';
  // A document of its own, so the page's HTML goes out exactly as React wrote it.
  const processed = await beasties.process(
    `<!doctype html><html><head><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head><body><div id="root">${html}</div></body></html>`,
  );
  return STYLE.exec(processed)?.[1] ?? '';
}
