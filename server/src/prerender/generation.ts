import { createHash } from 'node:crypto';

/*
 * What a prerender generation is made of, without any I/O: the file each route is written to, the
 * key that names a generation, and the page put together from the shell's index.html.
 */

/** `/` → `index.html`, `/services/ocean-freight` → `services/ocean-freight/index.html`. */
export function routeFile(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..' || !/^[A-Za-z0-9._~-]+$/.test(segment))) {
    throw new Error(`${path} cannot name a prerendered page`);
  }
  return [...segments, 'index.html'].join('/');
}

/**
 * A generation is named by everything its HTML was made from: the runtime map, each remote's manifest
 * (which names its content-hashed chunks), the shell's index.html and its prerenderer. A remote
 * released or rolled back, or the shell rebuilt in place, gives another name.
 */
export function generationKey(inputs: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(createHash('sha256').update(input).digest());
  return hash.digest('hex').slice(0, 16);
}

export interface ComposedPage {
  /** The prerendered markup for inside <div id="root">. */
  html: string;
  /** The stylesheets the page's modules imported. */
  css: string;
  /** The map the page was rendered with, as JSON: the browser hydrates with the same remotes. */
  runtimeConfigJson: string;
}

const ROOT = /<div id="?root"?>\s*<\/div>/;

/** The shell's index.html with the page's markup in its root, its styles, and the map it was made with. */
export function composePage(template: string, page: ComposedPage): string {
  if (!ROOT.test(template)) throw new Error('The shell\'s index.html has no empty <div id="root"> to put the page in');
  // `<` escaped, so no text can close the element it sits in.
  const config = `<script type="application/json" id="runtime-config">${page.runtimeConfigJson.replace(/</g, '\\u003c')}</script>`;
  const styles = page.css ? `<style data-prerendered>${page.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  // Function replacements, so `$&`-like sequences in the page are not interpreted.
  const head = `${config}${styles}</head>`;
  const withHead = template.includes('<!--runtime-config-->')
    ? template.replace('<!--runtime-config-->', () => '').replace(/<\/head>/i, () => head)
    : template.replace(/<\/head>/i, () => head);
  // The page reads without JavaScript, so the shell's notice that it needs it is left out.
  return withHead.replace(/<noscript>[\s\S]*?<\/noscript>/i, '').replace(ROOT, () => `<div id="root">${page.html}</div>`);
}
