import type { Writable } from 'node:stream';
import { OutputClosed } from '../worker-stream/protocol';
import type { TableRow } from './spec';

export { OutputClosed };

/*
 * Flow control shared by the writers: they write a batch of rows, then wait here until the reader
 * (the HTTP response) has taken what is queued, so however many rows there are, only about a batch
 * is held at a time.
 */

/**
 * Resolves when `out` wants more; rejects if it closes first. It always lets the event loop turn
 * once: a batch made of rows already in memory would otherwise be written with no pause at all,
 * and the compression between an XLSX's rows and `out` (zlib, on other threads) would only start
 * once every row is queued for it.
 */
export async function drained(out: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (out.destroyed || out.writableEnded) throw new OutputClosed();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new OutputClosed());
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

/**
 * The first batch read now (an XLSX sizes its columns from it; a failing query fails before the
 * response starts, as a proper error), then the rest as they come. An empty table gives [].
 */
export async function withFirstBatch(
  rows: AsyncIterable<readonly TableRow[]>,
): Promise<{ first: readonly TableRow[]; all: AsyncIterable<readonly TableRow[]> }> {
  const iterator = rows[Symbol.asyncIterator]();
  const head = await iterator.next();
  const first = head.done ? [] : head.value;
  async function* all(): AsyncIterable<readonly TableRow[]> {
    if (head.done) return;
    yield first;
    // Hands the rest over one by one; a writer that stops early ends the source (its cursor) too.
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { first, all: all() };
}
