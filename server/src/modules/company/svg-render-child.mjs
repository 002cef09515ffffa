/*
 * Renders one SVG to PNG in a process of its own, started by svg-to-png.ts for each SVG. A 2 MB SVG
 * can keep the renderer busy for hours (a few thousand blurred shapes), and the rendering happens
 * in native threads that nothing inside a process can interrupt; a process can be killed.
 *
 *   node svg-render-child.mjs '{"size":1024,"maxPixels":4194304,"timeoutMs":10000}' < logo.svg > logo.png
 *
 * Exit 0 with the PNG on stdout, or exit 1 with the reason on stderr. Plain JavaScript, so it runs
 * with nothing but node (no TypeScript loader), and it ends itself after timeoutMs even if the
 * server that started it is gone.
 */
import sharp from 'sharp';

const { size, maxPixels, timeoutMs } = JSON.parse(process.argv[2] ?? '{}');
setTimeout(() => process.exit(3), timeoutMs).unref();

/** sharp's density is in dpi; at 72 dpi one SVG px (user unit) is one pixel. sharp accepts 1–100000. */
const BASE_DENSITY = 72;
const clampDensity = (density) => Math.min(100_000, Math.max(1, density));

class RenderError extends Error {}

/** The longer side of the SVG rendered at `density`; reads only the dimensions, so no pixel limit. */
async function longerSide(svg, density) {
  const { format, width, height } = await sharp(svg, { density, limitInputPixels: false }).metadata();
  // sharp decides the format from the bytes; anything but SVG is not what we were given.
  if (format !== 'svg') throw new RenderError(`not an SVG (${format})`);
  if (!width || !height) throw new RenderError('the SVG has no size');
  return Math.max(width, height);
}

/**
 * The density at which the SVG's longer side renders as `size` pixels, so the vector is drawn at
 * the final resolution: a 10×10 viewBox becomes a crisp 1024×1024, not a 10-pixel image blown up,
 * and a poster-sized SVG is drawn at 1024 rather than drawn huge and shrunk.
 *
 * The size at 72 dpi gives the first guess. Sizes in px or viewBox units grow in proportion to the
 * density, but sharp applies the density twice to absolute units (mm, cm, in, pt, pc), which then
 * grow with its square; so the guess is measured and corrected for the growth actually seen.
 */
async function renderDensity(svg) {
  const base = await longerSide(svg, BASE_DENSITY);
  const guess = clampDensity((BASE_DENSITY * size) / base);
  if (guess === BASE_DENSITY) return guess;
  const measured = await longerSide(svg, guess);
  const growth = Math.log(measured / base) / Math.log(guess / BASE_DENSITY);
  if (!Number.isFinite(growth) || growth <= 0 || Math.abs(growth - 1) < 0.1) return guess;
  return clampDensity(BASE_DENSITY * (size / base) ** (1 / growth));
}

try {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const svg = Buffer.concat(chunks);
  const png = await sharp(svg, { density: await renderDensity(svg), limitInputPixels: maxPixels })
    // The render is already about this size; this only absorbs rounding, and never scales up.
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  process.stdout.write(png, () => process.exit(0));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
