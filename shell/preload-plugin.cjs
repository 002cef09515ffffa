// Adds <link rel="preload" as="script"> to index.html for the chunks every page of the shell needs at
// start: the `./bootstrap` chunk and the shell's own copies of the shared modules it consumes (react,
// react-dom, the router, …). Without them the browser only learns of those chunks once main.js has run,
// one round trip later (≈ 0.6 s at Slow 4G). Lazy chunks (zod, react-toastify, …) are not preloaded.
// Since issue 26 the shell starts from main.js alone (eager shared modules, the bootstrap imported in
// eager mode), so this finds nothing to add; it stays so that a start chunk brought back is preloaded.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'InitialChunksPreloadPlugin';

/** `webpack/sharing/provide/default/react-dom` → `react-dom` */
function provideShareKey(module) {
  const ident = module.libIdent({ context: '' }) ?? '';
  const match = /webpack\/sharing\/provide\/[^/]+\/(.+)$/.exec(ident);
  return match ? match[1] : undefined;
}

/** JS files to preload, in the order webpack asks for them. */
function initialChunkFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];

  // The host registers its own copy of every shared module and, as the first on the page, uses it:
  // a consumed module loads from the chunk behind the host's provide-module of the same key.
  const provided = new Map();
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'provide-module') continue;
      const key = provideShareKey(module);
      const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (key && group) provided.set(key, group);
    }
  }

  // The async boundary of src/index.ts: `import('./bootstrap')`.
  const start = entry.getChildren().filter((group) => group.origins.some((origin) => origin.request === './bootstrap'));
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module' || module.options.eager) continue;
        const target =
          provided.get(module.options.shareKey) ?? (module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]));
        if (target) visit(target);
      }
    }
  };
  start.forEach(visit);
  return [...files];
}

class InitialChunksPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const links = initialChunkFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { InitialChunksPreloadPlugin, initialChunkFiles };
