import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesForPath, startFederation } from './early-start';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn().mockResolvedValue(undefined),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const MAP = {
  apiBase: '/api',
  remotes: {
    marketing: '/remotes/marketing/mf-manifest.json',
    search: '/remotes/search/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
};

describe('remotesForPath', () => {
  it('names the remote modules the first screen of each kind of page shows', () => {
    // The header's search field is the shell's; the search remote enhances it after the page is live.
    expect(remotesForPath('/')).toEqual([{ remote: 'marketing', exposes: ['routes'] }]);
    expect(remotesForPath('/services/ocean-freight/')).toEqual([{ remote: 'marketing', exposes: ['routes'] }]);
    expect(remotesForPath('/search')).toEqual([{ remote: 'search', exposes: ['search-page'] }]);
    expect(remotesForPath('/admin/login')).toEqual([{ remote: 'admin', exposes: ['login-screen'] }]);
    expect(remotesForPath('/admin/reset-password')).toEqual([{ remote: 'admin', exposes: ['reset-password-screen'] }]);
    // Behind the guard it depends on the session, so nothing is fetched ahead.
    expect(remotesForPath('/admin')).toEqual([]);
    expect(remotesForPath('/admin/users')).toEqual([]);
  });
});

describe('startFederation', () => {
  it('reads the inlined map once, registers the remotes and preloads those of the current page', async () => {
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(MAP)}</script>`;
    window.history.pushState({}, '', '/about');

    const first = startFederation();
    expect(startFederation()).toBe(first);
    await expect(first).resolves.toEqual(MAP);

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(jest.mocked(registerRemotes).mock.calls[0]![0].map((remote) => remote.name)).toEqual(['marketing', 'search', 'admin']);
    expect(jest.mocked(preloadRemote).mock.calls).toEqual([[[{ nameOrAlias: 'marketing', exposes: ['routes'] }]]]);
  });
});
