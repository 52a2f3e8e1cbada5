// A multipart/form-data body read as it streams (busboy), for routes that take large files: text
// fields arrive as strings, a file as a stream that the caller reads (or skips) before the next part is
// parsed. Nothing is held beyond the chunks in flight, so a file's limit can be applied while it
// arrives and an upload costs the same memory whatever its size (docs/security.md, "Request bodies").
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../errors.ts';

export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | {
      kind: 'file';
      name: string;
      filename: string;
      /** The type the sender declared; never trusted for what the file is. */
      type: string;
      /** The file's bytes: read it to the end, or cancel it to skip the file, before asking for the next part. */
      stream: ReadableStream<Uint8Array>;
    };

/** What one form may hold besides its files: enough for any of our upload forms, never a flood of parts. */
export const FORM_PART_LIMITS = { fields: 20, fieldBytes: 64 * 1024, files: 1, parts: 30 } as const;

const NOT_MULTIPART = 'Send the form as multipart/form-data.';

const unreadable = () => new AppError('bad_request', 'The form body could not be read.');

/**
 * A file part as a web stream, with backpressure (the parser waits while the reader does). Cancelling
 * it discards the rest of the file, so the parser moves on rather than waiting for ever; a body that
 * fails mid-file fails the stream with the body's own error when it is ours (a 413), else a 400.
 */
function webStreamOf(file: Readable): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        file.on('data', (chunk: Buffer) => {
          if (cancelled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) file.pause();
        });
        file.once('end', () => cancelled || controller.close());
        file.on('error', (err) => cancelled || controller.error(err instanceof AppError ? err : unreadable()));
        file.pause();
      },
      pull() {
        file.resume();
      },
      cancel() {
        cancelled = true;
        file.resume();
      },
    },
    { highWaterMark: 1 },
  );
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The parts of a multipart request, in order. A request without a body has no parts; another media
 * type is a 415. A file part past `files`, or a field past `fields`, is skipped; a field longer than
 * `fieldBytes` is cut there (its own rule then refuses it). Ending the iteration early stops reading
 * the request.
 */
export async function* multipartParts(request: Request, limits: { fields?: number; fieldBytes?: number; files?: number; parts?: number } = {}): AsyncGenerator<FormPart> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return;
  if (!isMultipart(contentType)) throw new AppError('unsupported_media_type', NOT_MULTIPART);
  const { fields, fieldBytes, files, parts } = { ...FORM_PART_LIMITS, ...limits };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { fields, fieldSize: fieldBytes, files, parts } });
  } catch {
    throw new AppError('bad_request', 'The form body could not be read: its Content-Type has no boundary.');
  }

  const queue: FormPart[] = [];
  let finished = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  parser.on('field', (name, value) => {
    queue.push({ kind: 'field', name, value });
    signal();
  });
  parser.on('file', (name, file, info) => {
    queue.push({ kind: 'file', name, filename: info.filename ?? '', type: info.mimeType, stream: webStreamOf(file) });
    signal();
  });
  parser.on('close', () => {
    finished = true;
    signal();
  });
  parser.on('error', (err) => {
    failure ??= err instanceof AppError ? err : unreadable();
    signal();
  });

  const source = Readable.fromWeb(request.body as never);
  // The body's own failure (over the route's body limit, a client gone) is what the caller sees.
  source.on('error', (err) => {
    failure ??= err;
    parser.destroy(err);
    signal();
  });
  source.pipe(parser);
  try {
    for (;;) {
      const part = queue.shift();
      if (part) {
        yield part;
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}
