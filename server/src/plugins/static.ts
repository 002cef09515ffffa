import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfigReader } from '../lib/runtime-config';
import type { AnswerPage } from '../modules/search/noscript-answers';
import type { PrerenderedPages } from '../prerender/pages';
import type { PageFallback } from './errors';
import { sendHtml } from './html-response';
import { allowInlineScripts } from './security';

/** URL name of each remote → its workspace folder under STATIC_ROOT (the one place this map lives). */
export const remoteFolders = {
  marketing: 'remote-marketing',
  search: 'remote-search',
  admin: 'remote-admin',
} as const;

export const RUNTIME_CONFIG_MARKER = '<!--runtime-config-->';

/** Entry points keep their names across builds, so browsers must revalidate them every time. */
const unhashedEntryFiles = new Set(['index.html', 'runtime-config.json', 'mf-manifest.json', 'remoteEntry.js', 'main.js']);
/** `123.a1b2c3d4.js`, `styles-9f8e7d6c.css`, `x.0123456789abcdef0123.js.map`: a hex hash before the extension. */
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;
/**
 * Source maps are never served, whatever is on disk: production builds write them outside dist
 * (scripts/webpack-app-config.cjs); one left there by an older build, or a copy, answers 404, and so
 * does its `.br`/`.gz` copy, asked for by name or chosen by Accept-Encoding.
 */
export const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

export function cacheControlFor(fileName: string): string {
  if (!unhashedEntryFiles.has(fileName) && contentHashed.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache'; // entry points and anything else without a hash: revalidate (ETag makes it cheap)
}

export interface StaticOptions {
  staticRoot: string;
  runtimeConfig: RuntimeConfigReader;
  /** Public pages as HTML made ahead of time (issue 16); other paths get the shell's page. */
  prerendered?: PrerenderedPages | undefined;
  /** A prerendered page with what its address asks (?number=, ?q=) answered for visitors without JavaScript. */
  answerPage?: AnswerPage | undefined;
}

/**
 * Serves the built front-ends (the one-command mode): remotes under /remotes/<name>/, the shell at
 * the root, and the shell's index.html (with the runtime config inlined) for every page route.
 * Returns the page fallback for the not-found handler. Missing build folders are not fatal: their
 * paths 404, and they are picked up as soon as a build creates them.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<PageFallback> {
  const shellDist = join(options.staticRoot, 'shell', 'dist');
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    // With a precompressed variant chosen, filePath is `x.js.br`: the policy is that of `x.js`.
    reply.header('cache-control', cacheControlFor(basename(filePath).replace(PRECOMPRESSED_SUFFIX, '')));
    // Static files are public; a shell on another origin must be able to fetch manifests and chunks.
    reply.header('access-control-allow-origin', '*');
  };
  const common = {
    // The builds write .br and .gz beside each JS and CSS file (scripts/webpack-app-config.cjs); the
    // variant the client accepts is sent with Content-Encoding and `Vary: Accept-Encoding`, else the file.
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    decorateReply: false,
    suppressWarning: true,
    setHeaders,
    // Checked on the decoded request path and again on the file @fastify/static picked; false → 404.
    allowedPath: (pathName: string) => !SOURCE_MAP.test(pathName),
  } as const;

  for (const [name, folder] of Object.entries(remoteFolders)) {
    const root = join(options.staticRoot, folder, 'dist');
    if (!existsSync(root)) app.log.warn(`${root} does not exist: /remotes/${name}/ answers 404 until it is built`);
    await app.register(fastifyStatic, { ...common, root, prefix: `/remotes/${name}/` });
  }
  await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' });

  const page = createIndexPage(join(shellDist, 'index.html'), options.runtimeConfig);
  const sendPageOf = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const prerendered = options.prerendered?.pageFor(path);
    if (prerendered === undefined) return page.send(reply);
    const answered = await options.answerPage?.(prerendered, request); // one visitor's: no-store
    allowInlineScripts(reply, answered?.html ?? prerendered);
    reply.code(answered?.status ?? 200).headers(answered?.headers ?? { 'cache-control': 'no-cache' });
    // A generation's page is compressed once; an answered one, made for this request, on the fly.
    return sendHtml(request, reply, answered?.html ?? prerendered, { cacheable: answered === undefined });
  };
  app.get('/', (request, reply) => sendPageOf('/', request, reply));
  // Written with each generation of prerendered pages; none without them.
  for (const [name, type] of [
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    app.get(`/${name}`, (_request, reply) => {
      const text = options.prerendered?.siteFile(name);
      if (text === undefined) return reply.callNotFound();
      return reply.type(type).header('cache-control', 'no-cache').send(text);
    });
  }
  // The file itself still has the marker; always answer with the inlined version.
  app.get('/index.html', (request, reply) => sendPageOf('/', request, reply));

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const rawPath = request.url.split('?')[0] ?? '/';
    let path = rawPath;
    try {
      path = decodeURIComponent(rawPath); // `/main.js%2Emap` names a file too
    } catch {
      // malformed escapes: judge the path as it came
    }
    // A missing asset (a stale chunk name, a typo'd remote) must 404, not receive HTML.
    if (path.startsWith('/remotes/') || /\.[a-z0-9]+$/i.test(path)) return false;
    await sendPageOf(path, request, reply);
    return true;
  };
}

/** index.html with the runtime config inlined, rebuilt only when either file changes. */
function createIndexPage(indexPath: string, runtimeConfig: RuntimeConfigReader) {
  let cached: { key: string; html: string } | undefined;

  function render(): string | undefined {
    let indexVersion: string;
    try {
      const stat = statSync(indexPath);
      indexVersion = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return undefined;
    }
    const config = runtimeConfig();
    const key = `${indexVersion}|${config.version}`;
    if (cached?.key !== key) {
      const script =
        config.inlineJson === undefined
          ? ''
          : `<script type="application/json" id="runtime-config">${config.inlineJson}</script>`;
      cached = { key, html: inlineRuntimeConfig(readFileSync(indexPath, 'utf8'), script) };
    }
    return cached.html;
  }

  return {
    send(reply: FastifyReply) {
      const html = render();
      if (html === undefined) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('The website is not built yet. Run `npm run build` in the repository root, then reload this page.\n');
      }
      return sendHtml(reply.request, reply.header('cache-control', 'no-cache'), html, { cacheable: true });
    },
  };
}

/**
 * Puts the script where the marker is. An HTML minifier that strips comments removes the marker, so
 * without one the script goes just before </head> — the page must get its config either way.
 * (Function replacements, so `$&`-like sequences in the JSON are not interpreted.)
 */
export function inlineRuntimeConfig(html: string, script: string): string {
  if (html.includes(RUNTIME_CONFIG_MARKER)) return html.replace(RUNTIME_CONFIG_MARKER, () => script);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, (end) => `${script}${end}`);
  return script + html;
}
