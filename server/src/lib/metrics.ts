import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type JobOutcome = 'ok' | 'error' | 'skipped';
/** Called once per run of a periodic job; `skipped` when another instance holds the job or it had nothing to do. */
export type JobRunObserver = (job: string, outcome: JobOutcome, seconds: number) => void;

/** One pg Pool's use at the moment of a scrape (see Database.poolStats). */
export interface PoolStats {
  pool: string;
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface Metrics {
  /** Once per answered request; `route` is the route's pattern, never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  jobRun: JobRunObserver;
  /** The exposition text for a scrape: this app's metrics and the process's. */
  render(): Promise<string>;
  readonly contentType: string;
}

export interface MetricsOptions {
  poolStats?: () => PoolStats[];
}

// Seconds: most API answers take milliseconds, reports and exports seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC, handles) describe the process, not an
 * app, and prom-client's collectors start timers and observers: collected once per process, however
 * many apps the tests build in it.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A registry per app: several apps in one process (the tests) each count only their own requests. */
export function createMetrics({ poolStats = () => [] }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of periodic jobs, by job and outcome (ok, error, skipped)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of periodic job runs, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const stats of poolStats()) this.set({ pool: stats.pool }, read(stats));
      },
    });
  poolGauge('db_pool_connections', 'Open database connections in the pool, busy or idle', (stats) => stats.total);
  poolGauge('db_pool_idle_connections', 'Idle database connections in the pool', (stats) => stats.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a free database connection', (stats) => stats.waiting);
  poolGauge('db_pool_max_connections', 'The most connections the pool opens', (stats) => stats.max);

  return {
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job, outcome }, seconds);
    },
    render: () => Registry.merge([registry, processMetrics()]).metrics(),
    contentType: registry.contentType,
  };
}
