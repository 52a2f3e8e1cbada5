// A Node stream as a web ReadableStream that reads only when asked and stops the Node stream when the
// reader cancels. Node's Readable.toWeb kept pushing data into a cancelled stream (a client leaving a
// download, an import refusing a file after its first bytes), and the "Controller is already
// closed" error it threw then escaped every handler as an uncaught exception.
import type { Readable } from 'node:stream';

export function webStreamOf(node: Readable): ReadableStream<Uint8Array> {
  const chunks = node[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    async cancel() {
      node.destroy();
      await chunks.return?.();
    },
  });
}
