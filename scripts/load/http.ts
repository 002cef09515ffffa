// One HTTP call of the load test, timed and recorded: which call, when it started and ended, its
// status (0: no answer at all), and which instance answered (nginx's X-Upstream in the load test).

export interface Sample {
  call: string;
  startedAt: number;
  endedAt: number;
  status: number;
  upstream: string;
  error?: string;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read by each scenario
  body: any;
  bytes?: Buffer;
  upstream: string;
}

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  token?: string | undefined;
  /** The visitor's address, passed in X-Forwarded-For to nginx, which trusts the load generator. */
  ip?: string;
  /** Read the body as bytes (downloads). */
  binary?: boolean;
  timeoutMs?: number;
}

export class Recorder {
  readonly samples: Sample[] = [];
  recording = true;

  constructor(readonly origin: string) {}

  async call(call: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const startedAt = performance.now();
    const sample: Sample = { call, startedAt, endedAt: startedAt, status: 0, upstream: '' };
    try {
      const response = await fetch(this.origin + path, {
        method,
        headers,
        body: body ?? null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      sample.status = response.status;
      sample.upstream = response.headers.get('x-upstream') ?? '';
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      const bytes = Buffer.from(await response.arrayBuffer());
      sample.endedAt = performance.now();
      const answer: Answer = { status: response.status, body: undefined, upstream: sample.upstream };
      if (isJson && bytes.length > 0 && !options.binary) answer.body = JSON.parse(bytes.toString('utf8'));
      if (options.binary) answer.bytes = bytes;
      return answer;
    } catch (error) {
      sample.endedAt = performance.now();
      sample.error =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { status: 0, body: undefined, upstream: '' };
    } finally {
      if (this.recording) this.samples.push(sample);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
