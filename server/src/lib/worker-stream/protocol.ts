/*
 * What the request thread and a worker that writes a file say to each other (stream.ts and serve.ts).
 * The request thread reads the items (a report's rows, a page of vouchers) from the database and hands
 * them over a batch at a time, when asked; the worker writes the file and sends its bytes back a chunk
 * at a time, each acknowledged once the response has taken it, so neither side ever holds more than a
 * batch and a chunk.
 */

export type ToWorker<T> =
  | { type: 'items'; items: T }
  | { type: 'end' }
  /** The chunk sent last was taken: send the next. */
  | { type: 'ack' };

export type FromWorker =
  /** The worker wants the next batch. */
  { type: 'more' } | { type: 'chunk'; data: Uint8Array } | { type: 'done' } | { type: 'failed'; message: string; stack?: string };

/** The reader went away (the download was cancelled): the writer stops reading. */
export class OutputClosed extends Error {
  constructor() {
    super('The file was not read to its end');
  }
}
