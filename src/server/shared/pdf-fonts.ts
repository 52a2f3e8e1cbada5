// The Unicode fonts every PDF we draw embeds (certificates, invoices): DejaVu Serif and its bold,
// subset to the glyphs used, so names and addresses print as written in Latin, Greek, Cyrillic and
// the other scripts it covers ("Łukasz" stays "Łukasz"); the standard PDF fonts only encode
// Windows-1252. The font files and their licence (which allows embedding) are in ./fonts/.
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** Read from the repository, like the migrations (the build does not copy server files). */
export const FONT_DIR = () => path.resolve(process.cwd(), 'src/server/shared/fonts');

type FontBytes = { serif: Uint8Array; serifBold: Uint8Array };
let fontBytes: Promise<FontBytes> | undefined;

function loadFonts(): Promise<FontBytes> {
  fontBytes ??= Promise.all([fs.readFile(path.join(FONT_DIR(), 'DejaVuSerif.ttf')), fs.readFile(path.join(FONT_DIR(), 'DejaVuSerif-Bold.ttf'))]).then(
    ([serif, serifBold]) => ({ serif, serifBold }),
    (err: unknown) => {
      fontBytes = undefined;
      throw err;
    },
  );
  return fontBytes;
}

export type UnicodeFonts = { regular: PDFFont; bold: PDFFont };

/** Embeds the Unicode serif (regular and bold, subset) into the document. */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<UnicodeFonts> {
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await pdf.embedFont(fonts.serif, { subset: true });
  const bold = await pdf.embedFont(fonts.serifBold, { subset: true });
  return { regular, bold };
}

/** Whether the font can draw the character: an embedded font must have a glyph for it. */
function canDraw(font: PDFFont, ch: string): boolean {
  // An embedded font's embedder holds the fontkit font; a standard font's has no glyph lookup.
  const embedded = (font as unknown as { embedder: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } }).embedder.font;
  if (typeof embedded?.hasGlyphForCodePoint === 'function') return embedded.hasGlyphForCodePoint(ch.codePointAt(0)!);
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text as the font can draw it. A character the font lacks is written without its accent when
 * that helps, else as "?"; with the embedded serif that only happens outside the scripts DejaVu
 * covers (Chinese, for instance). Layout spaces (no-break, narrow no-break, as Intl puts in amounts)
 * become plain spaces when the font lacks them.
 */
export function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    if (canDraw(font, ch)) {
      out += ch;
      continue;
    }
    if (/\s/u.test(ch)) {
      out += ' ';
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += bare && [...bare].every((c) => canDraw(font, c)) ? bare : '?';
  }
  return out;
}
