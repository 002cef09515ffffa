/** Types of postgres.mjs, for the TypeScript that uses it (the load test, the API tests). */

export declare const POSTGRES_MISSING: string;

/** The newest installed version's bin folder, or undefined. */
export declare function findPostgresBin(): string | undefined;

export interface ThrowawayPostgres {
  url: string;
  port: number;
  version: string;
  logFile: string;
  restart(): Promise<{ stopping: number; down: number; up: number }>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
}

export declare function startThrowawayPostgres(options?: {
  durable?: boolean;
  maxConnections?: number;
  prefix?: string;
}): Promise<ThrowawayPostgres>;

export declare function freePort(host?: string): Promise<number>;
export declare function portIsFree(port: number, host?: string): Promise<boolean>;
