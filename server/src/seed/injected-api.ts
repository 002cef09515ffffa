import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DemoApi } from './demo-business';

/**
 * The API answered in this process (Fastify's inject, no port), signed in as `account`: the demo
 * business is entered through the same routes, validation and rules as staff's entries.
 */
export async function withInjectedApi<T>(
  database: Database,
  config: Config,
  account: { email: string; password: string },
  work: (api: DemoApi) => Promise<T>,
): Promise<T> {
  const app = await buildApp({
    config: { ...config, prerender: false },
    db: database.db,
    genericPlans: database.genericPlans,
    databaseKind: database.kind,
    logger: false,
  });
  try {
    await app.ready();
    return await work(await signedInApi(app, account));
  } finally {
    await app.close();
  }
}

/** A DemoApi over an app that is built (a test server's, or withInjectedApi's). */
export async function signedInApi(app: FastifyInstance, account: { email: string; password: string }): Promise<DemoApi> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  if (login.statusCode !== 200) {
    throw new Error(`The demo business needs ${account.email} to sign in with the demo password (answered ${login.statusCode})`);
  }
  const authorization = `Bearer ${login.json().data.token as string}`;
  const answer = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    body: response.body ? JSON.parse(response.body) : undefined,
  });
  return {
    async call(method, path, body) {
      return answer(
        await app.inject({
          method,
          url: `/api${path}`,
          headers: { authorization },
          ...(body === undefined ? {} : { payload: body as object }),
        }),
      );
    },
    async upload(fields, file) {
      // The browser's multipart body, made by the platform's own FormData.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
      const request = new Request('http://seed.invalid/', { method: 'POST', body: form });
      const response = await app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { authorization, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return answer(response);
    },
  };
}
