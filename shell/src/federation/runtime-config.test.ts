import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const MAP = { apiBase: '/api', remotes: { marketing: 'https://mk.example.com/mf-manifest.json' } };

describe('runtime config', () => {
  it('uses the map the server inlined, without a request', async () => {
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(MAP)}</script>`;
    globalThis.fetch = jest.fn();
    await expect(loadRuntimeConfig()).resolves.toEqual(MAP);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('fetches runtime-config.json beside index.html when nothing is inlined', async () => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(MAP)));
    await expect(loadRuntimeConfig()).resolves.toEqual(MAP);
    expect(jest.mocked(globalThis.fetch).mock.calls[0]![0]).toBe('/runtime-config.json');
  });

  it('rejects a map with a remote that has no URL', () => {
    expect(() => parseRuntimeConfig({ remotes: { admin: '' } })).toThrow('remote "admin" has no URL');
  });
});
