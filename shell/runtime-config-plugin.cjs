// Emits runtime-config.json beside index.html. It is the deployment's own file: the build writes a
// default that a deployment may replace, which is why no remote URL is compiled into the shell.
const { sources } = require('webpack');

const PRODUCTION_DEFAULT = {
  apiBase: '/api',
  remotes: {
    marketing: '/remotes/marketing/mf-manifest.json',
    search: '/remotes/search/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
};

const DEVELOPMENT_DEFAULT = {
  apiBase: '/api',
  remotes: {
    marketing: 'http://localhost:3001/mf-manifest.json',
    search: 'http://localhost:3002/mf-manifest.json',
    admin: 'http://localhost:3003/mf-manifest.json',
  },
};

class RuntimeConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const config = compiler.options.mode === 'development' ? DEVELOPMENT_DEFAULT : PRODUCTION_DEFAULT;
          compilation.emitAsset('runtime-config.json', new sources.RawSource(`${JSON.stringify(config, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RuntimeConfigPlugin, PRODUCTION_DEFAULT, DEVELOPMENT_DEFAULT };
