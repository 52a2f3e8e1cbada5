// What an uploaded file is, read from its first bytes (docs/rules/studio.md, "Media"). The name's
// extension and the Content-Type the browser sent are never consulted: both are chosen by the
// sender, the bytes are what a player or viewer will actually read.
import type { MediaKind } from '../../../lib/schemas/studio-media.ts';

export type Sniffed = { kind: MediaKind; mime: string; ext: string };

/** Enough of the file's start for every signature below (WebM's doctype sits within the EBML header). */
export const SNIFF_BYTES = 64;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);

/** ISO base media brands of audio-only files; `qt  ` (QuickTime) is refused, browsers play it poorly. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);

function isMp3Frame(b: Uint8Array): boolean {
  // MPEG audio frame sync: 11 set bits, then a version that is not "reserved" (01) and a layer that is
  // not "reserved" (00), and a bitrate index that is not "bad" (1111).
  if (b.length < 3 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const version = (b[1]! >> 3) & 0x03;
  const layer = (b[1]! >> 1) & 0x03;
  const bitrate = (b[2]! >> 4) & 0x0f;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f;
}

/** The kind, MIME type and stored extension of a file from its first SNIFF_BYTES bytes, or null. */
export function sniffMedia(head: Uint8Array): Sniffed | null {
  // WebVTT is text: its first word (after an optional UTF-8 byte-order mark) is WEBVTT. Whether the rest
  // is a valid file is for the parser (webvtt.ts), which names the line of the first mistake.
  const text = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  if (text.length >= 6 && ascii(text, 0, 6) === 'WEBVTT') return { kind: 'captions', mime: 'text/vtt', ext: 'vtt' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { kind: 'image', mime: 'image/webp', ext: 'webp' };
    if (form === 'WAVE') return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
    return null;
  }
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (isMp3Frame(head)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AUDIO_BRANDS.has(brand)) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    if (brand === 'qt  ' || !/^[A-Za-z0-9 ]{4}$/.test(brand)) return null;
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  // EBML (Matroska family): only the WebM doctype, which browsers play.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 4, head.length).includes('webm')) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return null;
}

/**
 * Reads chunks from a stream until SNIFF_BYTES have arrived (or it ends), for sniffMedia: the chunks
 * are kept whole, as the caller still stores or counts them.
 */
export async function readSniffHead(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<{ head: Uint8Array[]; headBytes: number; ended: boolean }> {
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) return { head, headBytes, ended: true };
    head.push(value);
    headBytes += value.byteLength;
  }
  return { head, headBytes, ended: false };
}
