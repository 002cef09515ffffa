import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { HELP_ARTICLES, INDUSTRIES_CONTENT, SERVICES_CONTENT } from 'shared-api/content';
import { defaultRateLimits } from '../src/config';
import { services } from '../src/db/schema';
import { syncSearchContent } from '../src/modules/search/content-sync';
import { prefixQuery } from '../src/modules/search/service';
import { backends } from './helpers/database';
import { startServer, type TestServer } from './helpers/server';

interface Hit {
  type: 'service' | 'industry' | 'help';
  id: string;
  name?: string;
  title?: string;
  category: string;
}

describe('prefixQuery', () => {
  it('turns typed words into an all-words prefix query and drops anything that is tsquery syntax', () => {
    assert.equal(prefixQuery('Ocean fre'), 'ocean:* & fre:*');
    assert.equal(prefixQuery("ocean & | ! ( ) :* 'x"), 'ocean:* & x:*');
    assert.equal(prefixQuery('E-commerce'), 'e:* & commerce:*');
    assert.equal(prefixQuery('  !!  '), null);
    assert.equal(prefixQuery('माल ढुलाई'), 'माल:* & ढुलाई:*', 'a vowel sign is part of its word');
  });
});

for (const backend of backends) {
  describe(`public search (${backend})`, () => {
    let server: TestServer;
    const post = (path: string, body: unknown) => server.request('POST', `/api${path}`, { body });

    before(async () => {
      server = await startServer(backend);
    });
    after(() => server.close());

    it('holds exactly the content the site shows, in the site order, for a blank query', async () => {
      const serviceList = await post('/services/search', { query: '', limit: 20 });
      assert.equal(serviceList.status, 200);
      assert.deepEqual(
        serviceList.body.data.map((service: Hit) => service.id),
        SERVICES_CONTENT.map((service) => service.slug),
      );
      const industryList = await post('/industries/search', { query: '', limit: 15 });
      assert.deepEqual(
        industryList.body.data.map((industry: Hit) => industry.name),
        INDUSTRIES_CONTENT.map((industry) => industry.name),
      );
      const help = await post('/help/search', { query: '', filters: {}, limit: 10, offset: 0 });
      assert.equal(help.body.data.length, 10);
      assert.equal(help.body.total, HELP_ARTICLES.length);
    });

    it('finds as the visitor types: prefixes, stems and misspellings, best match first', async () => {
      const typed = await post('/search/global', { query: 'ocea', contentType: 'all', limit: 25 });
      assert.equal(typed.status, 200);
      assert.equal(typed.body.query, 'ocea');
      assert.equal(typed.body.data[0].name, 'Ocean Freight');
      assert.equal(typed.body.data[0].type, 'service');
      assert.equal(typed.body.data[0].serviceType, 'freight');

      const misspelt = await post('/services/search', { query: 'frieght', limit: 20 });
      assert.deepEqual(misspelt.body.data.map((hit: Hit) => hit.name).sort(), ['Air Freight', 'Ocean Freight']);

      const stemmed = await post('/industries/search', { query: 'pharmaceutical', limit: 15 });
      assert.equal(stemmed.body.data[0].name, 'Pharmaceuticals');
    });

    it('answers the spec §9 help topics', async () => {
      const express = await post('/help/search', { query: 'express delivery', filters: {}, limit: 10, offset: 0 });
      assert.match(express.body.data[0].content, /24–48 hours/);
      const standard = await post('/help/search', { query: 'standard delivery', filters: {}, limit: 10, offset: 0 });
      assert.match(standard.body.data[0].content, /3–5 business days/);
      const refund = await post('/help/search', { query: 'refund', filters: {}, limit: 10, offset: 0 });
      assert.match(refund.body.data[0].content, /7–14 business days/);
      assert.ok(Array.isArray(refund.body.data[0].tags));
    });

    it('filters by service type, help category and content type', async () => {
      const freight = await post('/services/search', { query: '', serviceType: 'freight', limit: 20 });
      assert.deepEqual(
        freight.body.data.map((hit: Hit) => hit.name),
        ['Ocean Freight', 'Air Freight'],
      );
      const billing = await post('/help/search', {
        query: '',
        filters: { category: 'billing & payments' },
        limit: 10,
        offset: 0,
      });
      assert.ok(billing.body.total > 0);
      assert.ok(billing.body.data.every((hit: Hit) => hit.category === 'Billing & payments'));

      const industriesOnly = await post('/search/global', { query: 'cold', contentType: 'industry', limit: 25 });
      assert.ok(industriesOnly.body.total > 0);
      assert.ok(industriesOnly.body.data.every((hit: Hit) => hit.type === 'industry'));
      const everything = await post('/search/global', { query: 'cold', contentType: 'all', limit: 25 });
      assert.ok(everything.body.total > industriesOnly.body.total);
    });

    it('pages a global search: total counts every match, offset and limit cut the list', async () => {
      const first = await post('/search/global', { query: 'delivery', limit: 3, offset: 0 });
      const second = await post('/search/global', { query: 'delivery', limit: 3, offset: 3 });
      const whole = await post('/search/global', { query: 'delivery', limit: 50, offset: 0 });
      assert.ok(whole.body.total > 6);
      assert.equal(first.body.total, whole.body.total);
      assert.deepEqual(
        [...first.body.data, ...second.body.data].map((hit: Hit) => `${hit.type}:${hit.id}`),
        whole.body.data.slice(0, 6).map((hit: Hit) => `${hit.type}:${hit.id}`),
      );
    });

    it('finds nothing for gibberish or blank text, without an error', async () => {
      for (const query of ['zzzz', '', '   ', '!!! &&']) {
        const res = await post('/search/global', { query, contentType: 'all', limit: 25 });
        assert.equal(res.status, 200, query);
        assert.deepEqual([res.body.success, res.body.data, res.body.total], [true, [], 0], query);
      }
    });

    it('rejects malformed requests with field errors, never a 500', async () => {
      const tooMany = await post('/services/search', { query: 'ocean', limit: 5000 });
      assert.equal(tooMany.status, 400);
      assert.match(tooMany.body.errors.limit, /at most 50/);
      const badType = await post('/search/global', { query: 'ocean', contentType: 'trucks' });
      assert.equal(badType.status, 400);
      assert.ok(badType.body.errors.contentType);
      const long = await post('/help/search', { query: 'x'.repeat(201) });
      assert.equal(long.status, 400);
      const notText = await post('/industries/search', { query: 42 });
      assert.equal(notText.status, 400);
    });

    it('a restart with edited content removes what the site no longer has', async () => {
      await server.database.db.insert(services).values({
        id: 'rail-freight',
        name: 'Rail Freight',
        description: 'Withdrawn service',
        type: 'transport',
        category: 'Transport',
        body: '',
        position: 99,
      });
      assert.equal((await post('/services/search', { query: 'withdrawn', limit: 20 })).body.total, 1);
      await syncSearchContent(server.database.db);
      await syncSearchContent(server.database.db);
      assert.equal((await post('/services/search', { query: 'withdrawn', limit: 20 })).body.total, 0);
      const [stored] = await server.database.db.select({ n: count() }).from(services);
      assert.equal(stored?.n, SERVICES_CONTENT.length);
    });
  });
}

describe('public search rate limit', () => {
  let server: TestServer;
  before(async () => {
    const limits = defaultRateLimits();
    limits.search.perAddress.max = 3;
    server = await startServer('pglite', { config: { rateLimits: limits } });
  });
  after(() => server.close());

  it('answers 429 once one address searches too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await server.request('POST', '/api/search/global', { body: { query: 'ocean' } })).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });
});
