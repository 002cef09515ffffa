// Server builds' stand-in for style-loader, which needs a document. The stylesheet's text is kept in a
// registry the prerender job reads (globalThis.__SSR_STYLES__, keyed by the stylesheet's path in the repository), and the
// module exports its class names exactly as the browser build does, so the server's markup carries the
// same classes as the page that hydrates it.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');

module.exports = function ssrStyleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const cssRequest = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const key = JSON.stringify(path.relative(REPO_ROOT, this.resourcePath).split(path.sep).join('/'));
  return [
    `import content from ${cssRequest};`,
    `(globalThis.__SSR_STYLES__ ??= new Map()).set(${key}, String(content));`,
    'export default content.locals;',
  ].join('\n');
};
