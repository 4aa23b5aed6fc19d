import type { Readable } from "node:stream";

/**
 * A stored file range as a fetch request body, sent without copying. fetch copies every chunk of a
 * Node stream (an async iterable) into a new Uint8Array, so each uploaded byte left two buffers for
 * the garbage collector; the chunks of a web ReadableStream go to the socket as they are.
 */
export function uploadBody(source: Readable): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value as Buffer);
      },
      cancel() {
        source.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
