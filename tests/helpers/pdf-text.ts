// Reading back what a PDF drawn with pdf-lib says: the strings on a page with their fonts, decoded
// through each embedded font's ToUnicode map (certificates, invoices).
import { PDFArray, PDFDict, PDFName, PDFRawStream, decodePDFRawStream, type PDFDocument } from 'pdf-lib';

/** A page's content streams, decoded. */
function contentOf(doc: PDFDocument, pageIndex = 0): string {
  const contents = doc.getPage(pageIndex).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const streams = refs.map((r) => (r instanceof PDFRawStream ? r : doc.context.lookup(r!))).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  return streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
}

/** The fonts of page 1 by resource name, with what the test needs to read text drawn in them. */
export function fontsOf(doc: PDFDocument, pageIndex = 0) {
  const fonts = new Map<string, { baseFont: string; toUnicode: Map<number, string> | null; file: Uint8Array | null }>();
  const dict = doc.getPage(pageIndex).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict.entries()) {
    const font = doc.context.lookup(ref, PDFDict);
    const baseFont = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    let toUnicode: Map<number, string> | null = null;
    if (cmap instanceof PDFRawStream) {
      // pdf-lib writes the ToUnicode map as "<glyph id> <UTF-16BE>" pairs in one bfchar section.
      const text = Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1');
      toUnicode = new Map([...text.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/gi)].map((m) => [parseInt(m[1]!, 16), Buffer.from(m[2]!, 'hex').swap16().toString('utf16le')]));
    }
    let file: Uint8Array | null = null;
    const descendants = font.lookup(PDFName.of('DescendantFonts'));
    if (descendants instanceof PDFArray) {
      const descriptor = doc.context.lookup(descendants.get(0), PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
      const stream = descriptor.lookup(PDFName.of('FontFile2'));
      if (stream instanceof PDFRawStream) file = decodePDFRawStream(stream).decode();
    }
    fonts.set(name.decodeText(), { baseFont, toUnicode, file });
  }
  return fonts;
}

/**
 * The strings drawn on page 1, in order, each with its font. pdf-lib writes every string as
 * <hex> Tj after selecting the font with /Name size Tf: one byte per character (WinAnsi) in a
 * standard font, two bytes per glyph id in an embedded one, read back through its ToUnicode map.
 */
export function drawnStrings(doc: PDFDocument, pageIndex = 0): Array<{ font: string; text: string; glyphIds: number[] }> {
  const fonts = fontsOf(doc, pageIndex);
  const drawn: Array<{ font: string; text: string; glyphIds: number[] }> = [];
  let current = '';
  for (const m of contentOf(doc, pageIndex).matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (m[1]) {
      current = m[1];
      continue;
    }
    const bytes = Buffer.from(m[2]!, 'hex');
    const font = fonts.get(current)!;
    if (font.toUnicode) {
      const glyphIds = Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readUInt16BE(i * 2));
      drawn.push({ font: font.baseFont, glyphIds, text: glyphIds.map((g) => font.toUnicode!.get(g) ?? '\uFFFD').join('') });
    } else {
      drawn.push({ font: font.baseFont, glyphIds: [], text: bytes.toString('latin1') });
    }
  }
  return drawn;
}

export const pageText = (doc: PDFDocument, pageIndex = 0) => drawnStrings(doc, pageIndex).map((d) => d.text).join('\n');
