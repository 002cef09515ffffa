import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { limitConcurrency } from '../../lib/concurrency';

/**
 * An uploaded SVG logo is never stored or served as SVG: it is rendered once, here, and only the
 * PNG is kept. An SVG is a document (script, CSS, links to other resources), and no pattern filter
 * can be sure to recognise every way of writing those; pixels carry none of it. The renderer is
 * librsvg (inside sharp), which runs no script and loads nothing over the network — and, given a
 * buffer with no base file, no local file either (only data: URLs embedded in the document).
 *
 * Size: the PNG fits inside SVG_LOGO_SIZE × SVG_LOGO_SIZE, its longer side exactly that (the
 * aspect ratio is kept, the rest is transparent — no padding). The density is chosen per SVG so
 * that the vector is drawn at that size (see svg-render-child.mjs). The logo is shown at 40 CSS px
 * in the site header and at most 160 CSS px (the back office's preview); on a 3× screen that is 480
 * device pixels, so 1024 is sharp everywhere it is used today with room to spare (zoom, a larger
 * header), while the render stays ≤ 1 megapixel (4 MB of RGBA) and a flat-colour logo compresses
 * to a few tens of kB.
 */
export const SVG_LOGO_SIZE = 1024;

/**
 * The most pixels a render may have (sharp's limitInputPixels). The render is SVG_LOGO_SIZE on its
 * longer side; only an SVG whose declared size is beyond what even the lowest density (1 dpi)
 * brings down (over 72 × 2048 px) would exceed this, and it is refused.
 */
const MAX_RENDER_PIXELS = 2048 * 2048;

/**
 * The 2 MB upload limit does not bound the rendering time: filters are costly at 1024 px, and a
 * couple of thousand blurred shapes take hours. A real logo renders in well under a second
 * (process start included); one that takes longer than this is refused as too complex.
 */
export const SVG_RENDER_TIMEOUT_MS = 10_000;

const RENDERER = fileURLToPath(new URL('./svg-render-child.mjs', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Far above any 1024 × 1024 PNG; only there so a misbehaving renderer cannot fill the memory. */
const MAX_PNG_BYTES = 32 * 1024 * 1024;

/** Why an SVG could not be turned into a logo: not renderable at all, or not within the time. */
export class SvgRenderError extends Error {
  constructor(
    readonly reason: 'invalid' | 'too-complex',
    message: string,
  ) {
    super(message);
  }
}

// One render at a time: each may take a CPU core for SVG_RENDER_TIMEOUT_MS. Uploads are admin-only,
// so a short line is plenty; past it the server says it is busy (503).
const renders = limitConcurrency(1, 20);

/**
 * The PNG (with transparency) an SVG renders to, fitted inside SVG_LOGO_SIZE². Rejects with
 * SvgRenderError for anything that is not an SVG sharp can render (malformed XML, zero or absurd
 * dimensions, a DOCTYPE/ENTITY declaration) or that takes longer than `timeoutMs` to render.
 * DOCTYPE/ENTITY is refused here, before any parsing, whatever the caller checked: entity expansion
 * costs memory and time and has no place in a logo. The rendering runs in a child process, killed
 * when the time is up.
 */
export function svgToPng(svg: Buffer, { timeoutMs = SVG_RENDER_TIMEOUT_MS } = {}): Promise<Buffer> {
  if (declaresDoctypeOrEntity(svg)) {
    return Promise.reject(new SvgRenderError('invalid', 'the SVG declares a DOCTYPE or entities'));
  }
  return renders.run(() => renderInChild(svg, timeoutMs));
}

/**
 * `<!DOCTYPE` or `<!ENTITY` anywhere in the bytes. Read as latin1, which maps every byte to one
 * character, so the ASCII markup is found whatever else the bytes hold. (The upload check accepts
 * only UTF-8 documents that declare no other encoding, so the parser reads the same characters.)
 */
function declaresDoctypeOrEntity(svg: Buffer): boolean {
  return /<!(?:DOCTYPE|ENTITY)/i.test(svg.toString('latin1'));
}

function renderInChild(svg: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const options = JSON.stringify({ size: SVG_LOGO_SIZE, maxPixels: MAX_RENDER_PIXELS, timeoutMs });
    // NODE_OPTIONS may hold the server's own flags (--inspect, loaders): none of them belong here.
    const child = spawn(process.execPath, [RENDERER, options], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let problem = '';
    let failure: SvgRenderError | undefined;
    const fail = (error: SvgRenderError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    // The child ends itself after timeoutMs too; this also covers one that hangs before it can.
    const timer = setTimeout(() => fail(new SvgRenderError('too-complex', `not rendered within ${timeoutMs} ms`)), timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_PNG_BYTES) fail(new SvgRenderError('invalid', 'the rendered image is too large'));
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (problem.length < 2000) problem += chunk.toString('utf8');
    });
    child.stdin.on('error', () => {}); // EPIPE when the child has already given up: reported on close
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error); // could not start a process at all: a server problem, not the SVG's
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      const png = Buffer.concat(output);
      if (code === 0 && png.subarray(0, 8).equals(PNG_SIGNATURE)) return resolve(png);
      if (code === 3) return reject(new SvgRenderError('too-complex', `not rendered within ${timeoutMs} ms`));
      reject(new SvgRenderError('invalid', problem.trim() || `the renderer exited with ${code}`));
    });
    child.stdin.end(svg);
  });
}
