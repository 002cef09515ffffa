import { parentPort, workerData } from 'node:worker_threads';
import { giveWayToRequests } from '../off-thread';
import type { SheetFormat } from './read-sheet';
import { writeSheet, type SheetContent } from './write-sheet';

// A master list's sheet written on a thread of its own (writeSheetOffThread): its bytes go back once.
giveWayToRequests();
const { format, content } = workerData as { format: SheetFormat; content: SheetContent };
writeSheet(format, content).then(
  (file) => {
    const bytes = new Uint8Array(file); // a copy of its own, so its memory can move to the other thread
    parentPort!.postMessage({ ok: true, value: bytes }, [bytes.buffer as ArrayBuffer]);
  },
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ ok: false, message: failure.message, stack: failure.stack });
  },
);
