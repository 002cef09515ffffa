import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, like, sql } from 'drizzle-orm';
import { defaultNotificationSettings } from 'shared-api/schemas';
import sharp from 'sharp';
import { prepareDatabase } from '../src/bootstrap';
import { auditLog, companyProfile, storedFiles } from '../src/db/schema';
import { logoNameFor } from '../src/modules/company/logo-store';
import { SVG_LOGO_SIZE, SvgRenderError, svgToPng } from '../src/modules/company/svg-to-png';
import { svgIsSafe } from '../src/modules/profile/logo-content';
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
const LOGO_PATH = /^\/api\/company\/logo\/logo-[0-9a-f]{16}\.(png|jpg|webp)$/;
const UNSAFE_SVG = 'This SVG contains scripts or external references and cannot be used';
const WRONG_TYPE = 'The logo must be a PNG, JPEG, WebP or SVG image';
const UNRENDERABLE_SVG = 'This SVG could not be converted to an image; check that it opens in a browser, or upload a PNG instead';
const PNG_SIGNATURE = PNG.subarray(0, 8);
const RED_PNG = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#ff0000' } })
  .png()
  .toBuffer();

const svgDocument = (inner: string, attributes = ' viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

/** Width, height and the RGBA of pixel (x, y) of an image. */
async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return { width: info.width, height: info.height, rgba: [...data.subarray(offset, offset + 4)] };
}

/**
 * An HTTP server on 127.0.0.1 that answers anything (a stylesheet that paints red, a red PNG) and
 * counts the requests: an SVG referring to it shows whether rendering fetched anything.
 */
async function startCountingServer(): Promise<{ base: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const css = request.url?.endsWith('.css') ?? false;
    response.setHeader('content-type', css ? 'text/css' : 'image/png');
    response.end(css ? 'rect { fill: #ff0000 }' : RED_PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The three SVGs from the security assessment that refer to outside resources and pass the
 * pattern filter: a CSS-escaped @import, a CSS-escaped url(), and xml:base with a relative href.
 */
const filterBypasses = (base: string) => ({
  cssEscapedImport: svgDocument(`<style>@\\69mport "${base}/x.css";</style><rect width="10" height="10" fill="#0b3d91"/>`),
  cssEscapedUrl: svgDocument(`<style>rect { fill: u\\72l(${base}/p.svg#p) }</style><rect width="10" height="10"/>`),
  xmlBase: svgDocument('<image href="pixel.png" width="10" height="10"/>', ` viewBox="0 0 10 10" xml:base="${base}/"`),
});

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

    /** The logos kept in the database (stored_files), by name. */
    const logoFiles = async () =>
      (
        await server.database.db
          .select({ name: storedFiles.fileName })
          .from(storedFiles)
          .where(like(storedFiles.fileName, 'logo-%'))
      )
        .map((row) => row.name)
        .sort();
    /** Logos no profile points at: left by the tests that set the profile by hand, as an older release would. */
    const forgetUnusedLogos = () =>
      server.database.db.execute(
        sql`DELETE FROM stored_files WHERE file_name LIKE 'logo-%' AND id NOT IN (SELECT logo_file_id FROM company_profile WHERE logo_file_id IS NOT NULL)`,
      );
    /** What is in the upload folder, which only logos of older releases ever used. */
    const diskFiles = () => (existsSync(server.config.uploadDir) ? readdirSync(server.config.uploadDir).sort() : []);

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
          [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'GSTIN must be 15 characters like 27AAPFU0939F1ZV'],
          [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', 'GSTIN check character is wrong — please check the number'],
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
          gstin: { gstin: '29AAPFU0939F1ZR' },
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
        assert.equal(data.gstin, '29AAPFU0939F1ZR');
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
        assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; sandbox");
        assert.deepEqual(bytes, PNG);

        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, res.body.data.logoUrl);
        assert.deepEqual(await logoFiles(), [res.body.data.logoUrl.split('/').pop()], 'only the logo');
        assert.deepEqual(diskFiles(), [], 'nothing on disk: every instance serves the logo from the database');
        const entries = await auditEntries('company_profile.logo');
        assert.equal(entries.length, 1);
        assert.equal((entries[0]?.before as { logoUrl: unknown }).logoUrl, null);
        assert.equal((entries[0]?.after as { logoUrl: unknown }).logoUrl, res.body.data.logoUrl);
      });

      it('accepts JPEG and WebP, each served unchanged with its own type; the replaced file is deleted', async () => {
        const cases = [
          { content: JPEG, name: 'logo.jpeg', type: 'image/jpeg', ext: 'jpg', contentType: 'image/jpeg' },
          { content: WEBP, name: 'logo.webp', type: 'image/webp', ext: 'webp', contentType: 'image/webp' },
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

          assert.ok(!(await logoFiles()).includes(previous.split('/').pop()!), `${previous} was deleted`);
          assert.equal((await fetchLogo(previous)).response.status, 404);
          assert.deepEqual(await logoFiles(), [logoUrl.split('/').pop()]);
        }
      });

      it('stores and serves a clean SVG only as the PNG it renders to, 1024 px on its longer side', async () => {
        const previous = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
        const res = await upload({ content: CLEAN_SVG, name: 'logo.svg', type: 'image/svg+xml' });
        assert.equal(res.status, 200, res.text);
        const logoUrl = res.body.data.logoUrl as string;
        assert.match(logoUrl, LOGO_PATH);
        assert.match(logoUrl, /\.png$/);

        const { response, bytes } = await fetchLogo(logoUrl);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/png');
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; sandbox");
        assert.deepEqual(bytes.subarray(0, 8), PNG_SIGNATURE);
        assert.ok(!bytes.toString('latin1').includes('<svg'), 'no SVG markup in what is served');
        // The 10×10 viewBox is drawn at the final size (not 10 pixels scaled up), filled by the gradient's colour.
        const metadata = await sharp(bytes).metadata();
        assert.deepEqual([metadata.format, metadata.width, metadata.height, metadata.hasAlpha], ['png', 1024, 1024, true]);
        assert.deepEqual((await pixelAt(bytes, 20, 20)).rgba, [0x0a, 0x3d, 0x62, 255]);

        assert.ok(!(await logoFiles()).includes(previous.split('/').pop()!), `${previous} was deleted`);
        assert.deepEqual(await logoFiles(), [logoUrl.split('/').pop()], 'only the PNG is stored, never the SVG');
        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, logoUrl);
      });

      it('renders an SVG to fit inside 1024×1024 with its aspect ratio, transparent where nothing is drawn', async () => {
        const cases = [
          // A small viewBox, left half filled: 1024×512.
          { svg: svgDocument('<rect width="10" height="10" fill="#0b3d91"/>', ' viewBox="0 0 20 10"'), size: [1024, 512] },
          // Declared in px, larger than the target: drawn at 1024, not drawn big and shrunk.
          {
            svg: svgDocument('<rect width="1500" height="3000" fill="#0b3d91"/>', ' width="3000" height="6000"'),
            size: [512, 1024],
          },
          // Declared in millimetres (sharp applies the density twice to absolute units).
          {
            svg: svgDocument('<rect width="25" height="20" fill="#0b3d91"/>', ' width="50mm" height="20mm" viewBox="0 0 50 20"'),
            size: [1024, 410],
          },
        ];
        for (const { svg, size } of cases) {
          const res = await upload({ content: svg, name: 'logo.svg', type: 'image/svg+xml' });
          assert.equal(res.status, 200, res.text);
          const { response, bytes } = await fetchLogo(res.body.data.logoUrl);
          assert.equal(response.headers.get('content-type'), 'image/png');
          const drawn = await pixelAt(bytes, 10, 10);
          const [width = 0, height = 0] = size;
          assert.ok(Math.abs(drawn.width - width) <= 1 && Math.abs(drawn.height - height) <= 1, `${drawn.width}×${drawn.height}`);
          assert.deepEqual(drawn.rgba, [0x0b, 0x3d, 0x91, 255], 'the drawn half');
          assert.equal((await pixelAt(bytes, drawn.width - 10, drawn.height - 10)).rgba[3], 0, 'the empty half is transparent');
        }
      });

      it('fetches nothing for SVGs that refer to outside resources past the filter; only a PNG is served', async () => {
        const outside = await startCountingServer();
        try {
          for (const [name, svg] of Object.entries(filterBypasses(outside.base))) {
            const res = await upload({ content: svg, name: `${name}.svg`, type: 'image/svg+xml' });
            // Refusing one would be fine too; what matters is that nothing is fetched and no SVG served.
            assert.ok([200, 400, 415].includes(res.status), `${name}: ${res.status} ${res.text}`);
            if (res.status === 200) {
              assert.match(res.body.data.logoUrl, /\.png$/, name);
              const { response, bytes } = await fetchLogo(res.body.data.logoUrl);
              assert.equal(response.headers.get('content-type'), 'image/png', name);
              assert.deepEqual(bytes.subarray(0, 8), PNG_SIGNATURE, name);
              // The outside stylesheet or image would have painted it red.
              assert.notDeepEqual((await pixelAt(bytes, 500, 500)).rgba.slice(0, 3), [255, 0, 0], name);
            }
            assert.ok(!(await logoFiles()).some((file) => file.endsWith('.svg')), `${name}: no SVG stored`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          assert.deepEqual(outside.requests, [], 'no request reached the outside server');
        } finally {
          await outside.close();
        }
      });

      it('answers 400 for an SVG that cannot be rendered, and keeps the logo', async () => {
        const current = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
        const unrenderable = {
          malformed: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10"',
          zeroSize: svgDocument('', ' width="0" height="0"'),
          absurdSize: svgDocument('<rect width="10" height="10"/>', ' width="100000000" height="100000000"'),
          prefixedRoot:
            '<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><s:rect width="10" height="10"/></s:svg>',
        };
        for (const [name, content] of Object.entries(unrenderable)) {
          const res = await upload({ content, name: `${name}.svg`, type: 'image/svg+xml' });
          assert.equal(res.status, 400, `${name}: ${res.text}`);
          assert.deepEqual(res.body, { success: false, message: UNRENDERABLE_SVG }, name);
        }
        assert.equal((await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl, current);
        assert.deepEqual(await logoFiles(), [current.split('/').pop()]);
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
          // Read as UTF-7, these bytes are other characters than the UTF-8 text the checks read.
          {
            content: `<?xml version="1.0" encoding="UTF-7"?>${svgDocument('+ADw-script+AD4-alert(1)+ADw-/script+AD4-')}`,
            name: 'utf7.svg',
            type: 'image/svg+xml',
          },
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
        assert.equal((await logoFiles()).length, 1, 'nothing stored for refused uploads');
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

      it('concurrent replacements leave exactly the current logo stored', async () => {
        const images = Array.from({ length: 6 }, (_, index) => Buffer.concat([PNG, Buffer.from(`variant ${index}`)]));
        const results = await Promise.all(
          images.map((content, index) => upload({ content, name: `v${index}.png`, type: 'image/png' })),
        );
        for (const res of results) assert.equal(res.status, 200, res.text);
        const current = (await server.request('GET', '/api/profile', { token: admin })).body.data.logoUrl as string;
        assert.deepEqual(await logoFiles(), [current.split('/').pop()]);
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

      it('on start, converts a logo stored as SVG before this release to PNG; its old URL leads to the PNG', async () => {
        // As an older release left it: the SVG file, and the profile pointing at it.
        const legacyName = 'logo-00112233445566ff.svg';
        const legacyUrl = `/api/company/logo/${legacyName}`;
        const legacySvg = svgDocument('<rect width="10" height="10" fill="#0b3d91"/>', ' viewBox="0 0 20 10"');
        mkdirSync(server.config.uploadDir, { recursive: true });
        writeFileSync(join(server.config.uploadDir, legacyName), legacySvg);
        await server.database.db
          .update(companyProfile)
          .set({ logoUrl: legacyUrl, logoFileId: null })
          .where(eq(companyProfile.id, 1));

        // Not converted yet: the SVG is still not served (and there is no other logo to lead to).
        const unconverted = await fetch(server.url + legacyUrl, { redirect: 'manual' });
        assert.equal(unconverted.status, 404);
        assert.ok(!(await unconverted.text()).includes('<svg'));

        const printed: string[] = [];
        await prepareDatabase(server.database, server.config, (text) => printed.push(text));
        const logoUrl = (await server.request('GET', '/api/company')).body.data.logoUrl as string;
        assert.match(logoUrl, LOGO_PATH);
        assert.match(logoUrl, /\.png$/);
        const pngName = logoUrl.split('/').pop()!;
        assert.ok((await logoFiles()).includes(pngName), 'the PNG is in the database');
        assert.deepEqual(diskFiles(), [], 'the SVG file is gone');
        assert.equal(printed.length, 1);
        assert.match(printed[0]!, new RegExp(`${legacyName}.*${pngName}`));

        const { response, bytes } = await fetchLogo(logoUrl);
        assert.equal(response.headers.get('content-type'), 'image/png');
        const drawn = await pixelAt(bytes, 10, 10);
        assert.deepEqual([drawn.width, drawn.height, drawn.rgba], [1024, 512, [0x0b, 0x3d, 0x91, 255]]);

        // The old URL, still in pages and caches, redirects to the current logo (not for good: it may change).
        const redirect = await fetch(server.url + legacyUrl, { redirect: 'manual' });
        assert.equal(redirect.status, 302);
        assert.equal(redirect.headers.get('location'), logoUrl);
        assert.equal(redirect.headers.get('cache-control'), 'no-cache');
        const followed = await fetchLogo(legacyUrl);
        assert.equal(followed.response.headers.get('content-type'), 'image/png');
        assert.deepEqual(followed.bytes, bytes);

        const entry = (await auditEntries('company_profile.logo')).find(
          (candidate) => (candidate.before as { logoUrl: unknown }).logoUrl === legacyUrl,
        );
        assert.equal(entry?.actorId, null);
        assert.equal(entry?.actorEmail, null);
        assert.equal((entry?.before as { logoUrl: unknown }).logoUrl, legacyUrl);
        assert.equal((entry?.after as { logoUrl: unknown }).logoUrl, logoUrl);

        // Once done, a restart changes nothing.
        await prepareDatabase(server.database, server.config, (text) => printed.push(text));
        assert.equal(printed.length, 1);
        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, logoUrl);
        await forgetUnusedLogos();
      });

      it('on start, a stored SVG logo that cannot be rendered stops being the logo; its file is kept, unserved', async () => {
        const legacyName = 'logo-99887766554433aa.svg';
        const legacyUrl = `/api/company/logo/${legacyName}`;
        const legacyPath = join(server.config.uploadDir, legacyName);
        writeFileSync(legacyPath, '<svg xmlns="http://www.w3.org/2000/svg"><rect');
        await server.database.db
          .update(companyProfile)
          .set({ logoUrl: legacyUrl, logoFileId: null })
          .where(eq(companyProfile.id, 1));

        const printed: string[] = [];
        await prepareDatabase(server.database, server.config, (text) => printed.push(text));
        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, null);
        assert.equal(printed.length, 1);
        assert.match(printed[0]!, /could not be converted to PNG.*no logo until a new one is uploaded.*kept/s);
        assert.ok(existsSync(legacyPath), 'the original is kept for whoever wants it back');
        const response = await fetch(server.url + legacyUrl, { redirect: 'manual' });
        assert.equal(response.status, 404);

        rmSync(legacyPath);
        await forgetUnusedLogos();
        const res = await upload({ content: PNG, name: 'logo.png', type: 'image/png' });
        assert.equal(res.status, 200, res.text);
      });

      it('on start, a logo an older release kept on disk moves into the database, at the same URL', async () => {
        // As an older release left it: the file in the upload folder, the profile naming it, nothing stored.
        const diskName = logoNameFor(JPEG, 'jpg');
        const logoUrl = `/api/company/logo/${diskName}`;
        writeFileSync(join(server.config.uploadDir, diskName), JPEG);
        await server.database.db.update(companyProfile).set({ logoUrl, logoFileId: null }).where(eq(companyProfile.id, 1));
        await forgetUnusedLogos();
        assert.equal((await fetchLogo(logoUrl)).response.status, 404, 'the disk is no longer where logos are served from');

        const printed: string[] = [];
        await prepareDatabase(server.database, server.config, (text) => printed.push(text));
        assert.deepEqual(printed, [`The company logo ${diskName} was moved from ${server.config.uploadDir} into the database.`]);
        assert.deepEqual(diskFiles(), []);
        assert.deepEqual(await logoFiles(), [diskName]);
        const { response, bytes } = await fetchLogo(logoUrl);
        assert.equal(response.headers.get('content-type'), 'image/jpeg');
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.deepEqual(bytes, JPEG);
        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, logoUrl);

        await prepareDatabase(server.database, server.config, (text) => printed.push(text));
        assert.equal(printed.length, 1, 'moved once');
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

describe('SVG rendering (svgToPng)', () => {
  it('fetches nothing over the network, whatever the SVG refers to, and the filter is not what stops it', async () => {
    const outside = await startCountingServer();
    try {
      const bypasses = filterBypasses(outside.base);
      for (const [name, svg] of Object.entries(bypasses)) assert.ok(svgIsSafe(svg), `${name} passes the pattern filter`);
      const others = {
        cssImport: svgDocument(`<style>@import url(${outside.base}/plain.css);</style><rect width="10" height="10"/>`),
        image: svgDocument(`<image href="${outside.base}/image.png" width="10" height="10"/>`),
        use: svgDocument(`<use xlink:href="${outside.base}/sprite.svg#a"/>`),
        feImage: svgDocument(
          `<filter id="f"><feImage href="${outside.base}/fe.png"/></filter><rect width="10" height="10" filter="url(#f)"/>`,
        ),
        script: svgDocument(
          `<script>fetch('${outside.base}/script')</script><rect width="10" height="10" onload="fetch('${outside.base}/onload')"/>`,
        ),
        xinclude: svgDocument(`<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="${outside.base}/xi.svg"/>`),
      };
      for (const [name, svg] of Object.entries({ ...bypasses, ...others })) {
        const png = await svgToPng(Buffer.from(svg));
        assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE, name);
        assert.notDeepEqual((await pixelAt(png, 500, 500)).rgba.slice(0, 3), [255, 0, 0], name);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(outside.requests, []);
    } finally {
      await outside.close();
    }
  });

  it('reads no local file either, by absolute path, file: URL or xml:base', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-svg-'));
    try {
      mkdirSync(join(dir, 'images'));
      writeFileSync(join(dir, 'images', 'red.png'), RED_PNG);
      writeFileSync(join(dir, 'red.css'), 'rect { fill: #ff0000 }');
      const local = {
        fileUrl: svgDocument(`<image href="file://${dir}/images/red.png" width="10" height="10"/>`),
        absolutePath: svgDocument(`<image href="${dir}/images/red.png" width="10" height="10"/>`),
        xmlBase: svgDocument(
          '<image href="red.png" width="10" height="10"/>',
          ` viewBox="0 0 10 10" xml:base="file://${dir}/images/"`,
        ),
        cssImport: svgDocument(`<style>@import url(file://${dir}/red.css);</style><rect width="10" height="10" fill="#0b3d91"/>`),
      };
      for (const [name, svg] of Object.entries(local)) {
        const png = await svgToPng(Buffer.from(svg));
        assert.notDeepEqual((await pixelAt(png, 500, 500)).rgba.slice(0, 3), [255, 0, 0], name);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses DOCTYPE and ENTITY declarations before parsing, whatever the caller checked', async () => {
    const laughs = Array.from({ length: 8 }, (_, index) => {
      const name = String.fromCharCode(98 + index);
      const previous = String.fromCharCode(97 + index);
      return `<!ENTITY ${name} "${`&${previous};`.repeat(10)}">`;
    }).join('');
    const declared = {
      doctype: `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svgDocument('')}`,
      billionLaughs: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol">${laughs}]>${svgDocument('<text>&i;</text>')}`,
      lowerCase: `<!doctype svg>${svgDocument('')}`,
    };
    for (const [name, svg] of Object.entries(declared)) {
      await assert.rejects(
        svgToPng(Buffer.from(svg)),
        (error) => error instanceof SvgRenderError && /DOCTYPE/.test(error.message),
        name,
      );
    }
  });

  it('gives up on an SVG that takes too long to render (killing the renderer), and says why', async () => {
    // Blurs are costly at 1024 px: 2,000 blurred squares (100 kB) would take the renderer hours.
    const blurred = '<rect x="1" y="1" width="8" height="8" filter="url(#f)"/>'.repeat(2000);
    const svg = svgDocument(`<filter id="f"><feGaussianBlur stdDeviation="3"/></filter>${blurred}`);
    const started = Date.now();
    await assert.rejects(
      svgToPng(Buffer.from(svg), { timeoutMs: 1000 }),
      (error) => error instanceof SvgRenderError && error.reason === 'too-complex',
    );
    assert.ok(Date.now() - started < 5000, `gave up after ${Date.now() - started} ms`);
    // The next SVG is rendered as usual.
    const png = await svgToPng(Buffer.from(svgDocument('<rect width="10" height="10"/>')));
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
  });

  it('renders only SVG: other images given to it are refused, not converted', async () => {
    await assert.rejects(svgToPng(RED_PNG), SvgRenderError);
    await assert.rejects(svgToPng(JPEG), SvgRenderError);
  });

  it('draws a small viewBox at the final size', async () => {
    const png = await svgToPng(Buffer.from(svgDocument('<circle cx="5" cy="5" r="5" fill="#0b3d91"/>')));
    const centre = await pixelAt(png, SVG_LOGO_SIZE / 2, SVG_LOGO_SIZE / 2);
    assert.deepEqual([centre.width, centre.height, centre.rgba], [SVG_LOGO_SIZE, SVG_LOGO_SIZE, [0x0b, 0x3d, 0x91, 255]]);
    assert.equal((await pixelAt(png, 0, 0)).rgba[3], 0, 'outside the circle: transparent');
    // Drawn, not scaled up: the circle's edge is anti-aliased over a pixel or two, not ~100 (10 px × 102).
    const row = await sharp(png)
      .extract({ left: 0, top: SVG_LOGO_SIZE / 2, width: SVG_LOGO_SIZE, height: 1 })
      .raw()
      .toBuffer();
    const partial = Array.from({ length: SVG_LOGO_SIZE }, (_, x) => row[x * 4 + 3]!).filter((alpha) => alpha > 0 && alpha < 255);
    assert.ok(partial.length <= 4, `${partial.length} partly transparent pixels`);
  });
});
