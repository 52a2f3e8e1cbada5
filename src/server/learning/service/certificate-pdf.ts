// Draws a certificate as a one-page A4 landscape PDF with pdf-lib: the member's name, the course,
// the date, the unique code and a QR code that opens the public verification page.
//
// The name and the course title are set in the embedded Unicode serif (src/server/shared/pdf-fonts.ts),
// so they print as written in any script it covers ("Łukasz" stays "Łukasz"). The fixed text, in the
// holder's language (docs/rules/accounts.md, "Member language"; messages/mail), stays in Helvetica,
// which costs nothing to embed and covers Spanish.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDate } from '../../../lib/dates.ts';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { embedUnicodeFonts, encodable } from '../../shared/pdf-fonts.ts';

export type CertificateContent = { holderName: string; courseTitle: string; issuedAt: Date; code: string; verifyUrl: string; locale?: Locale };

const PRIMARY = rgb(0x1d / 255, 0x6b / 255, 0x61 / 255);
const TEXT = rgb(0x1f / 255, 0x2a / 255, 0x2e / 255);
const MUTED = rgb(0x4f / 255, 0x5b / 255, 0x60 / 255);
const PAPER = rgb(0xfb / 255, 0xf8 / 255, 0xf4 / 255);
const ACCENT = rgb(0xf1 / 255, 0x19 / 255, 0x46 / 255);

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, maxWidth: number, color = TEXT, minSize = 12): void {
  const safe = encodable(font, text);
  let s = size;
  while (s > minSize && font.widthOfTextAtSize(safe, s) > maxWidth) s -= 1;
  let shown = safe;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, s) > maxWidth) shown = `${shown.slice(0, -2)}…`;
  const width = font.widthOfTextAtSize(shown, s);
  page.drawText(shown, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
}

export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const locale = content.locale ?? 'en';
  const pdf = await PDFDocument.create();
  pdf.setTitle(m.mail_pdf_certificate_title({ course: content.courseTitle }, { locale }));
  pdf.setAuthor('Wellspring');
  pdf.setSubject(m.mail_pdf_certificate_subject({ code: content.code }, { locale }));
  pdf.setCreationDate(content.issuedAt);
  pdf.setModificationDate(content.issuedAt);
  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();
  const { regular: serif, bold: serifBold } = await embedUnicodeFonts(pdf);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: PRIMARY, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: PRIMARY, borderWidth: 0.75 });
  page.drawRectangle({ x: width / 2 - 40, y: height - 92, width: 80, height: 3, color: ACCENT });

  centred(page, sansBold, 'WELLSPRING', height - 78, 16, 300, PRIMARY);
  centred(page, serifBold, m.mail_pdf_certificate_heading({}, { locale }), height - 150, 40, 700, TEXT);
  centred(page, sans, m.mail_pdf_certificate_certifies({}, { locale }), height - 200, 14, 600, MUTED);
  centred(page, serifBold, content.holderName, height - 252, 36, 680, PRIMARY, 18);
  centred(page, sans, m.mail_pdf_certificate_completed({}, { locale }), height - 292, 14, 600, MUTED);
  centred(page, serif, content.courseTitle, height - 334, 26, 680, TEXT, 14);
  centred(page, sans, m.mail_pdf_certificate_issued({ date: formatDate(content.issuedAt, { locale: INTL_LOCALE[locale], timeZone: 'UTC' }) }, { locale }), height - 380, 13, 600, TEXT);

  const qrPng = await QRCode.toBuffer(content.verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const qr = await pdf.embedPng(qrPng);
  const qrSize = 96;
  page.drawImage(qr, { x: width - 60 - qrSize, y: 60, width: qrSize, height: qrSize });
  page.drawText(encodable(sansBold, m.mail_pdf_certificate_code({ code: content.code }, { locale })), { x: 60, y: 96, size: 11, font: sansBold, color: TEXT });
  page.drawText(encodable(sans, m.mail_pdf_certificate_verify({}, { locale })), { x: 60, y: 78, size: 10, font: sans, color: MUTED });
  page.drawText(encodable(sans, content.verifyUrl), { x: 60, y: 63, size: 10, font: sans, color: PRIMARY });
  return pdf.save();
}
