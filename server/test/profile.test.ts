import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { defaultNotificationSettings } from 'shared-api/schemas';
import { auditLog } from '../src/db/schema';
import { backends } from './helpers/database';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './helpers/server';

// Real, tiny images: 1×1 pixels.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a drawing program -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a3d62"/></linearGradient></defs>
  <style>.mark { fill: url(#g); }</style>
  <rect class="mark" width="10" height="10" fill="url('#g')"/>
  <use xlink:href="#g"/>
  <text x="1" y="8">Globe Route</text>
</svg>`;

const MB2 = 2 * 1024 * 1024;
const LOGO_PATH = /^\/api\/company\/logo\/logo-[0-9a-f]{16}\.(png|jpg|webp|svg)$/;
const UNSAFE_SVG = 'This SVG contains scripts or external references and cannot be used';
const WRONG_TYPE = 'The logo must be a PNG, JPEG, WebP or SVG image';

/** A PNG of exactly `size` bytes: the signature, then padding (only the content's start is judged). */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, Math.min(PNG.length, size));
  return bytes;
}

interface UploadFile {
  content: Buffer | string;
  name: string;
  type: string;
  field?: string;
}

for (const backend of backends) {
  describe(`company profile (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    let customer: string;

    /** `token` null: anonymous. */
    async function upload(file: UploadFile | undefined, token: string | null = admin): Promise<ApiResponse> {
      const form = new FormData();
      form.append('note', 'fields besides the file are ignored');
      if (file) {
        const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
        form.append(file.field ?? 'logo', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
      }
      const response = await fetch(`${server.url}/api/profile/upload-logo`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : undefined, text };
    }

    async function fetchLogo(logoUrl: string) {
      const response = await fetch(server.url + logoUrl);
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    }

    const logoFiles = () => readdirSync(server.config.uploadDir).sort();

    async function auditEntries(action: string) {
      return server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'company_profile'), eq(auditLog.action, action)));
    }

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      const created = await server.request('POST', '/api/users', {
        token: admin,
        body: { name: 'Carla Customer', email: 'carla@test.example', password: 'Passw0rdX', role: 'customer' },
      });
      assert.equal(created.status, 201, created.text);
      customer = await server.login('carla@test.example', 'Passw0rdX');
    });
    after(() => server.close());

    describe('access', () => {
      const calls = [
        ['GET', '/api/profile'],
        ['PUT', '/api/profile'],
        ['POST', '/api/profile/upload-logo'],
        ['GET', '/api/profile/notifications'],
        ['PUT', '/api/profile/notifications'],
      ] as const;

      it('anonymous callers get 401 on every /profile route', async () => {
        for (const [method, path] of calls) {
          const res = await server.request(method, path, method === 'PUT' ? { body: { name: 'Hijacked Ltd' } } : {});
          assert.equal(res.status, 401, `${method} ${path}`);
          assert.equal(res.body.success, false);
        }
        assert.equal((await upload({ content: PNG, name: 'a.png', type: 'image/png' }, null)).status, 401);
      });

      it('a customer gets 403 Admin access required on every /profile route', async () => {
        for (const [method, path] of calls) {
          const res = await server.request(method, path, {
            token: customer,
            ...(method === 'PUT' && { body: { name: 'Hijacked Ltd' } }),
          });
          assert.equal(res.status, 403, `${method} ${path}`);
          assert.deepEqual(res.body, { success: false, message: 'Admin access required' });
        }
        assert.equal((await upload({ content: PNG, name: 'a.png', type: 'image/png' }, customer)).status, 403);
        assert.equal((await server.request('GET', '/api/profile', { token: admin })).body.data.name, 'Globe Route Logistics');
      });
    });

    describe('details', () => {
      it('GET /profile answers the details, including the GSTIN and updatedAt', async () => {
        const res = await server.request('GET', '/api/profile', { token: admin });
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.deepEqual(Object.keys(res.body.data).sort(), [
          'address',
          'email',
          'gstin',
          'logoUrl',
          'name',
          'phone',
          'socials',
          'updatedAt',
        ]);
        assert.equal(res.body.data.gstin, '');
        assert.equal(res.body.data.logoUrl, null);
        assert.ok(!Number.isNaN(Date.parse(res.body.data.updatedAt)));
      });

      it('PUT /profile changes only what is given; a partial socials object keeps the other links', async () => {
        const before = (await server.request('GET', '/api/profile', { token: admin })).body.data;
        const res = await server.request('PUT', '/api/profile', {
          token: admin,
          body: {
            name: '  Globe Route Freight  ',
            gstin: '27aapfu0939f1zv',
            socials: { twitter: 'https://x.com/globe_freight' },
          },
        });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.message, 'Profile updated successfully!');
        const data = res.body.data;
        assert.equal(data.name, 'Globe Route Freight');
        assert.equal(data.gstin, '27AAPFU0939F1ZV');
        assert.equal(data.email, before.email);
        assert.equal(data.phone, before.phone);
        assert.deepEqual(data.socials, { ...before.socials, twitter: 'https://x.com/globe_freight' });
        assert.ok(Date.parse(data.updatedAt) >= Date.parse(before.updatedAt));
        assert.deepEqual((await server.request('GET', '/api/profile', { token: admin })).body.data, data);

        const cleared = await server.request('PUT', '/api/profile', { token: admin, body: { socials: { instagram: '' } } });
        assert.equal(cleared.body.data.socials.instagram, '');
        assert.equal(cleared.body.data.socials.twitter, 'https://x.com/globe_freight');
      });

      it('the public GET /company shows the change, without the staff-only fields', async () => {
        const res = await server.request('GET', '/api/company');
        assert.equal(res.status, 200);
        assert.equal(res.body.data.name, 'Globe Route Freight');
        assert.equal(res.body.data.socials.twitter, 'https://x.com/globe_freight');
        assert.deepEqual(Object.keys(res.body.data).sort(), ['address', 'email', 'logoUrl', 'name', 'phone', 'socials']);
      });

      it('refuses invalid values with field errors and changes nothing', async () => {
        const cases = [
          [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'Enter a valid 15-character GSTIN'],
          [{ socials: { facebook: 'javascript:alert(1)' } }, 'socials.facebook', 'Enter a full web address, e.g. https://…'],
          [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
          [{ phone: 'call us' }, 'phone', 'Enter a valid phone number, e.g. +91 22 4000 1234'],
          [{ name: 'X' }, 'name', 'Company name must be at least 2 characters'],
        ] as const;
        const before = (await server.request('GET', '/api/profile', { token: admin })).body.data;
        for (const [body, field, message] of cases) {
          const res = await server.request('PUT', '/api/profile', {
            token: admin,
            body: { address: 'Somewhere else entirely', ...body },
          });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.success, false);
          assert.equal(res.body.errors[field], message, JSON.stringify(res.body));
        }
        assert.deepEqual((await server.request('GET', '/api/profile', { token: admin })).body.data, before);
      });

      it('writes an audit entry with the profile before and after, by the signed-in admin', async () => {
        await server.request('PUT', '/api/profile', { token: admin, body: { phone: '+91 22 4000 9999' } });
        const entries = await auditEntries('company_profile.update');
        const entry = entries.find((candidate) => (candidate.after as { phone?: string }).phone === '+91 22 4000 9999');
        assert.ok(entry, 'an audit entry for the phone change');
        assert.equal(entry.entityId, '1');
        assert.equal(entry.actorEmail, ADMIN.email);
        assert.equal((entry.before as { phone: string }).phone, '+91 22 4000 1234');
        assert.equal((entry.after as { name: string }).name, 'Globe Route Freight');
      });

      it('loses no update when 20 saves of different fields run at once', async () => {
        const targets: Record<string, object> = {
          facebook: { socials: { facebook: 'https://www.facebook.com/parallel' } },
          twitter: { socials: { twitter: 'https://x.com/parallel' } },
          linkedin: { socials: { linkedin: 'https://www.linkedin.com/company/parallel' } },
          instagram: { socials: { instagram: 'https://www.instagram.com/parallel' } },
          name: { name: 'Parallel Freight' },
          email: { email: 'parallel@globeroute.example' },
          phone: { phone: '+91 80 5555 0000' },
          address: { address: '1 Parallel Road, Bengaluru 560001' },
          gstin: { gstin: '29AAPFU0939F1ZT' },
        };
        const bodies = Object.values(targets);
        const auditBefore = (await auditEntries('company_profile.update')).length;
        // 20 requests over the 9 fields: every field is changed by two or three of them, always to
        // the same value, while the others change other fields at the same moment.
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            server.request('PUT', '/api/profile', { token: admin, body: bodies[index % bodies.length] }),
          ),
        );
        for (const res of results) assert.equal(res.status, 200, res.text);

        const data = (await server.request('GET', '/api/profile', { token: admin })).body.data;
        assert.deepEqual(data.socials, {
          facebook: 'https://www.facebook.com/parallel',
          twitter: 'https://x.com/parallel',
          linkedin: 'https://www.linkedin.com/company/parallel',
          instagram: 'https://www.instagram.com/parallel',
        });
        assert.equal(data.name, 'Parallel Freight');
        assert.equal(data.email, 'parallel@globeroute.example');
        assert.equal(data.phone, '+91 80 5555 0000');
        assert.equal(data.address, '1 Parallel Road, Bengaluru 560001');
        assert.equal(data.gstin, '29AAPFU0939F1ZT');
        assert.equal((await auditEntries('company_profile.update')).length, auditBefore + 20);
      });

      it('four saves of different social links at once, five times over, keep all four', async () => {
        for (let round = 0; round < 5; round += 1) {
          const links = {
            facebook: `https://www.facebook.com/round${round}`,
            twitter: `https://x.com/round${round}`,
            linkedin: `https://www.linkedin.com/company/round${round}`,
            instagram: `https://www.instagram.com/round${round}`,
          };
          await Promise.all(
            Object.entries(links).map(([key, url]) =>
              server.request('PUT', '/api/profile', { token: admin, body: { socials: { [key]: url } } }),
            ),
          );
          assert.deepEqual((await server.request('GET', '/api/company')).body.data.socials, links, `round ${round}`);
        }
      });
    });

    describe('logo', () => {
      it('accepts a PNG, stores it under its content hash and serves it with long-lived caching', async () => {
        const res = await upload({ content: PNG, name: 'logo.png', type: 'image/png' });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.success, true);
        assert.equal(res.body.message, 'Logo uploaded successfully');
        assert.match(res.body.data.logoUrl, LOGO_PATH);
        assert.match(res.body.data.logoUrl, /\.png$/);
        assert.equal(res.body.data.name, 'Parallel Freight');

        const { response, bytes } = await fetchLogo(res.body.data.logoUrl);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/png');
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.deepEqual(bytes, PNG);

        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, res.body.data.logoUrl);
        assert.deepEqual(logoFiles(), [res.body.data.logoUrl.split('/').pop()], 'only the logo, no temp files');
        const entries = await auditEntries('company_profile.logo');
        assert.equal(entries.length, 1);
        assert.equal((entries[0]?.before as { logoUrl: unknown }).logoUrl, null);
        assert.equal((entries[0]?.after as { logoUrl: unknown }).logoUrl, res.body.data.logoUrl);
      });

      it('accepts JPEG, WebP and a clean SVG, each served with its own type; the replaced file is deleted', async () => {
        const cases = [
          { content: JPEG, name: 'logo.jpeg', type: 'image/jpeg', ext: 'jpg', contentType: 'image/jpeg' },
          { content: WEBP, name: 'logo.webp', type: 'image/webp', ext: 'webp', contentType: 'image/webp' },
          { content: CLEAN_SVG, name: 'logo.svg', type: 'image/svg+xml', ext: 'svg', contentType: 'image/svg+xml' },
        ];
        for (const file of cases) {
          const previous = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
          const res = await upload(file);
          assert.equal(res.status, 200, `${file.name}: ${res.text}`);
          const logoUrl = res.body.data.logoUrl as string;
          assert.match(logoUrl, new RegExp(`\\.${file.ext}$`));

          const { response, bytes } = await fetchLogo(logoUrl);
          assert.equal(response.headers.get('content-type'), file.contentType);
          assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
          assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
          assert.deepEqual(bytes, Buffer.from(file.content), 'served unchanged');
          if (file.ext === 'svg') {
            assert.equal(
              response.headers.get('content-security-policy'),
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            );
          }

          assert.ok(!existsSync(join(server.config.uploadDir, previous.split('/').pop()!)), `${previous} was deleted`);
          assert.equal((await fetchLogo(previous)).response.status, 404);
          assert.deepEqual(logoFiles(), [logoUrl.split('/').pop()]);
        }
      });

      it('judges the type by the content, not the file name or declared type', async () => {
        const disguised = await upload({ content: PNG, name: 'logo.svg', type: 'image/svg+xml' });
        assert.equal(disguised.status, 200, disguised.text);
        assert.match(disguised.body.data.logoUrl, /\.png$/);
        assert.equal((await fetchLogo(disguised.body.data.logoUrl)).response.headers.get('content-type'), 'image/png');

        const notImages = [
          { content: 'just some text, not an image', name: 'logo.png', type: 'image/png' },
          {
            content: '<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>',
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
          { content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'logo.gif', type: 'image/gif' },
          { content: Buffer.from([0xff, 0xfe, 0x3c, 0x00, 0x73, 0x00]), name: 'utf16.svg', type: 'image/svg+xml' },
        ];
        for (const file of notImages) {
          const res = await upload(file);
          assert.equal(res.status, 415, `${file.name}: ${res.text}`);
          assert.deepEqual(res.body, { success: false, message: WRONG_TYPE });
        }
        assert.equal(
          (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl,
          disguised.body.data.logoUrl,
        );
      });

      it('refuses SVGs with scripts, event handlers, script URLs, external references or entities', async () => {
        const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;
        const malicious = {
          script: svg('<script>alert(1)</script>'),
          prefixedScript: svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
          onload: svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
          onclickSpaced: svg('<rect width="1" height="1" onclick = "alert(1)"/>'),
          foreignObject: svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml">hi</body></foreignObject>'),
          externalHref: svg('<image href="https://evil.example/pixel.png" width="1" height="1"/>'),
          externalXlink: svg(
            '<use xlink:href="http://evil.example/sprite.svg#a"/>',
            ' xmlns:xlink="http://www.w3.org/1999/xlink"',
          ),
          protocolRelative: svg('<image href="//evil.example/pixel.png"/>'),
          javascriptHref: svg('<a href="javascript:alert(1)"><text>x</text></a>'),
          encodedJavascript: svg('<a href="&#x6A;avascript:alert(1)"><text>x</text></a>'),
          dataHref: svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
          cssImport: svg('<style>@import url(https://evil.example/x.css);</style>'),
          cssUrl: svg('<rect style="fill: url(https://evil.example/x.svg#p)"/>'),
          animatedHref: svg('<a><set attributeName="href" to="https://evil.example"/><text>x</text></a>'),
          entity: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">]>${svg('<text>&lol;</text>')}`,
          doctype: `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
        };
        const current = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl;
        for (const [name, content] of Object.entries(malicious)) {
          const res = await upload({ content, name: `${name}.svg`, type: 'image/svg+xml' });
          assert.equal(res.status, 415, `${name}: ${res.text}`);
          assert.deepEqual(res.body, { success: false, message: UNSAFE_SVG }, name);
        }
        assert.equal((await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl, current);
        assert.equal(logoFiles().length, 1, 'nothing stored for refused uploads');
      });

      it('accepts exactly 2 MB and refuses 2 MB + 1 byte with 413', async () => {
        const tooLarge = await upload({ content: pngOfSize(MB2 + 1), name: 'big.png', type: 'image/png' });
        assert.equal(tooLarge.status, 413, tooLarge.text);
        assert.deepEqual(tooLarge.body, { success: false, message: 'The logo must be at most 2 MB' });

        const atLimit = await upload({ content: pngOfSize(MB2), name: 'limit.png', type: 'image/png' });
        assert.equal(atLimit.status, 200, atLimit.text);
      });

      it('answers 400 when no file is sent', async () => {
        const cases: [string, () => Promise<ApiResponse>][] = [
          ['form without a file', () => upload(undefined)],
          ['empty file', () => upload({ content: '', name: '', type: 'application/octet-stream' })],
          ['file under another field', () => upload({ content: PNG, name: 'logo.png', type: 'image/png', field: 'image' })],
          ['JSON body', () => server.request('POST', '/api/profile/upload-logo', { token: admin, body: { logo: 'x' } })],
          ['no body', () => server.request('POST', '/api/profile/upload-logo', { token: admin })],
        ];
        for (const [name, send] of cases) {
          const res = await send();
          assert.equal(res.status, 400, `${name}: ${res.text}`);
          assert.deepEqual(res.body, { success: false, message: 'Choose an image file to upload' }, name);
        }
      });

      it('answers 400 for a malformed multipart body', async () => {
        const res = await server.request('POST', '/api/profile/upload-logo', {
          token: admin,
          rawBody: 'not multipart at all',
          headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
        });
        assert.equal(res.status, 400, res.text);
        assert.equal(res.body.success, false);
      });

      it('concurrent replacements leave exactly the current logo on disk', async () => {
        const images = Array.from({ length: 6 }, (_, index) => Buffer.concat([PNG, Buffer.from(`variant ${index}`)]));
        const results = await Promise.all(
          images.map((content, index) => upload({ content, name: `v${index}.png`, type: 'image/png' })),
        );
        for (const res of results) assert.equal(res.status, 200, res.text);
        const current = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
        assert.deepEqual(logoFiles(), [current.split('/').pop()]);
        assert.equal((await fetchLogo(current)).response.status, 200);
      });

      it('the logo route serves only logo file names: anything else is 404', async () => {
        const current = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
        const name = current.split('/').pop()!;
        const attempts = [
          '/api/company/logo/..%2F..%2Fjwt-secret',
          '/api/company/logo/..%2Fpglite%2FPG_VERSION',
          '/api/company/logo/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
          '/api/company/logo/..%5C..%5Cwindows%5Cwin.ini',
          '/api/company/logo/logo-0123456789abcdef.png',
          `/api/company/logo/${name.toUpperCase()}`,
          `/api/company/logo/${name}.txt`,
          `/api/company/logo/x${name}`,
          '/api/company/logo/logo-0123456789abcdef.gif',
          '/api/company/logo/',
        ];
        for (const path of attempts) {
          const response = await fetch(server.url + path);
          assert.equal(response.status, 404, path);
          assert.equal(((await response.json()) as { success: boolean }).success, false);
        }
        // A NUL byte is refused before routing (400); either way nothing is read.
        const nul = await fetch(`${server.url}${current}%00.txt`);
        assert.ok(nul.status === 400 || nul.status === 404, String(nul.status));
        assert.equal((await fetch(server.url + current)).status, 200);
      });
    });

    describe('notifications', () => {
      it('a fresh installation answers the defaults', async () => {
        const res = await server.request('GET', '/api/profile/notifications', { token: admin });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.data, defaultNotificationSettings);
      });

      it('a partial PUT merges into the stored settings and answers the full settings', async () => {
        const res = await server.request('PUT', '/api/profile/notifications', {
          token: admin,
          body: { tripStatus: { email: true }, dailySummary: { inApp: true } },
        });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.message, 'Notification settings saved');
        const expected = {
          ...defaultNotificationSettings,
          tripStatus: { email: true, inApp: true },
          dailySummary: { email: false, inApp: true },
        };
        assert.deepEqual(res.body.data, expected);

        const second = await server.request('PUT', '/api/profile/notifications', {
          token: admin,
          body: { tripStatus: { inApp: false } },
        });
        assert.deepEqual(second.body.data, { ...expected, tripStatus: { email: true, inApp: false } });
        assert.deepEqual(
          (await server.request('GET', '/api/profile/notifications', { token: admin })).body.data,
          second.body.data,
        );

        const entries = await auditEntries('company_profile.notifications');
        assert.equal(entries.length, 2);
      });

      it('events missing from the stored settings get their defaults', async () => {
        await server.database.db.execute(
          sql`update company_profile set notifications = '{"quoteReceived": {"email": false}, "retired": {"email": true}}'::jsonb`,
        );
        const res = await server.request('GET', '/api/profile/notifications', { token: admin });
        assert.deepEqual(res.body.data, { ...defaultNotificationSettings, quoteReceived: { email: false, inApp: true } });
      });

      it('refuses unknown events, unknown channels and non-boolean values', async () => {
        for (const body of [
          { retired: { email: true } },
          { tripStatus: { sms: true } },
          { tripStatus: { email: 'yes' } },
          { tripStatus: true },
        ]) {
          const res = await server.request('PUT', '/api/profile/notifications', { token: admin, body });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.success, false);
        }
      });

      it('loses no change when 10 saves of different settings run at once', async () => {
        await server.database.db.execute(sql`update company_profile set notifications = '{}'::jsonb`);
        // Ten different (event, channel) pairs, several sharing an event: a shallow merge would drop siblings.
        const pairs = Object.entries(defaultNotificationSettings)
          .flatMap(([event, channels]) => Object.keys(channels).map((channel) => [event, channel] as const))
          .slice(0, 10);
        const expected = structuredClone(defaultNotificationSettings) as Record<string, Record<string, boolean>>;
        const results = await Promise.all(
          pairs.map(([event, channel]) => {
            const flipped = !expected[event]![channel];
            expected[event]![channel] = flipped;
            return server.request('PUT', '/api/profile/notifications', {
              token: admin,
              body: { [event]: { [channel]: flipped } },
            });
          }),
        );
        for (const res of results) assert.equal(res.status, 200, res.text);
        assert.deepEqual((await server.request('GET', '/api/profile/notifications', { token: admin })).body.data, expected);
      });
    });
  });
}
