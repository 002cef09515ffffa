import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { giveWayToRequests } from '../off-thread';
import type { FromWorker, ToWorker } from './protocol';

/*
 * The worker's side of a file written off the request thread (stream.ts is the other): the items come
 * in batches as the writer reads them, and the bytes it writes go back a chunk at a time. Imported
 * first thing by a worker's entry module, and light: the writer's own modules are the entry's to load.
 */

/**
 * Serves this worker thread's file: calls `write` with the job the request thread gave, the items as
 * they arrive and the output, which `write` ends; then reports done (or the error it threw).
 */
export function serveStream<J, T>(write: (job: J, items: AsyncIterable<T>, out: Writable) => Promise<void>): void {
  giveWayToRequests();
  const port = parentPort!;
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  /** Whoever waits for the next batch, and whoever waits for the last chunk's acknowledgement. */
  let onItems: ((message: Extract<ToWorker<T>, { type: 'items' | 'end' }>) => void) | undefined;
  let onAck: (() => void) | undefined;
  port.on('message', (message: ToWorker<T>) => {
    if (message.type === 'ack') {
      const acknowledged = onAck;
      onAck = undefined;
      acknowledged?.();
    } else {
      const waiting = onItems;
      onItems = undefined;
      waiting?.(message);
    }
  });

  async function* items(): AsyncIterable<T> {
    for (;;) {
      const next = await new Promise<Extract<ToWorker<T>, { type: 'items' | 'end' }>>((resolve) => {
        onItems = resolve;
        send({ type: 'more' });
      });
      if (next.type === 'end') return;
      yield next.items;
    }
  }

  /** The file's bytes, each chunk sent and acknowledged before the next is taken. */
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const data = new Uint8Array(chunk); // a copy of its own, so its memory can move to the other thread
      onAck = () => callback();
      send({ type: 'chunk', data }, [data.buffer as ArrayBuffer]);
    },
  });

  write(workerData as J, items(), out)
    .then(async () => {
      if (!out.writableFinished) await new Promise((resolve) => out.once('finish', resolve));
      send({ type: 'done' });
    })
    .catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      send({ type: 'failed', message: failure.message, ...(failure.stack && { stack: failure.stack }) });
    });
}
