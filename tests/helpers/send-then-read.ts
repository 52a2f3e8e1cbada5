// A client like Python's urllib or a browser's form post without `Expect: 100-continue`: it writes the
// whole body, then reads the answer. Used by the edge tests and the refused-bodies benchmark to check
// that a refused body's answer is read, not lost to a connection reset (docs/security.md).
import net from 'node:net';

export type SendThenReadReply = { status: number; head: string; error?: string };

/** POSTs `total` bytes of form data to `path`, declared up front or chunked, then reads the answer. */
export function sendAllThenRead(port: number, path: string, total: number, declared: boolean): Promise<SendThenReadReply> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let received = '';
    let error: string | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (received += d));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, ...(error ? { error } : {}) });
    });
    const framing = declared ? `Content-Length: ${total}` : 'Transfer-Encoding: chunked';
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`);
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        const piece = declared ? chunk : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end(declared ? '' : '0\r\n\r\n');
    };
    pump();
  });
}
