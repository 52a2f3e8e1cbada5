// Draws an invoice as an A4 portrait PDF with pdf-lib (docs/rules/billing.md): the seller (from
// configuration, as it was when the invoice was issued), the buyer and their billing address, the
// lines, the discount, the tax included and the totals. Every variable text is set in the embedded
// Unicode serif (src/server/shared/pdf-fonts.ts), so names and addresses in any script it covers
// print as written.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatAmount, type Invoice } from '../../../lib/schemas/billing.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { embedUnicodeFonts, encodable } from '../../shared/pdf-fonts.ts';

const PRIMARY = rgb(0x1d / 255, 0x6b / 255, 0x61 / 255);
const TEXT = rgb(0x1f / 255, 0x2a / 255, 0x2e / 255);
const MUTED = rgb(0x4f / 255, 0x5b / 255, 0x60 / 255);
const RULE = rgb(0xd5 / 255, 0xdc / 255, 0xde / 255);

const MARGIN = 56;

type Pen = { page: PDFPage; regular: PDFFont; bold: PDFFont };

/** The text cut with an ellipsis to fit the width. */
function fit(font: PDFFont, text: string, size: number, maxWidth: number): string {
  let shown = encodable(font, text);
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > maxWidth) shown = `${shown.slice(0, -2)}…`;
  return shown;
}

function write(pen: Pen, text: string, x: number, y: number, { size = 10, bold = false, color = TEXT, maxWidth = 240, align = 'left' as 'left' | 'right' } = {}) {
  const font = bold ? pen.bold : pen.regular;
  const shown = fit(font, text, size, maxWidth);
  const left = align === 'right' ? x - font.widthOfTextAtSize(shown, size) : x;
  pen.page.drawText(shown, { x: left, y, size, font, color });
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issuedAt = new Date(invoice.date);
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setSubject(invoice.description);
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const { regular, bold } = await embedUnicodeFonts(pdf);
  const page = pdf.addPage([595, 842]);
  const pen: Pen = { page, regular, bold };
  const width = page.getWidth();
  const right = width - MARGIN;
  const money = (minor: number) => formatAmount(minor, invoice.currency);

  // Heading: the seller's name and the invoice number and date.
  let y = 842 - MARGIN - 10;
  write(pen, invoice.seller.name, MARGIN, y, { size: 18, bold: true, color: PRIMARY, maxWidth: 300 });
  write(pen, 'INVOICE', right, y, { size: 18, bold: true, align: 'right', maxWidth: 180 });
  y -= 20;
  write(pen, `Number: ${invoice.number}`, right, y, { align: 'right', maxWidth: 220 });
  write(pen, `Date: ${formatLongDate(issuedAt)}`, right, y - 14, { align: 'right', maxWidth: 220 });
  write(pen, `Status: ${invoice.status === 'paid' ? 'Paid' : invoice.status}`, right, y - 28, { align: 'right', maxWidth: 220 });

  // Seller (left) and buyer (right).
  y -= 60;
  const column = (title: string, party: Invoice['seller'], x: number) => {
    let cy = y;
    write(pen, title, x, cy, { size: 9, bold: true, color: MUTED });
    cy -= 15;
    write(pen, party.name, x, cy, { bold: true, maxWidth: 230 });
    for (const line of party.address_lines) {
      cy -= 13;
      write(pen, line, x, cy, { maxWidth: 230 });
    }
    if (party.tax_id) {
      cy -= 13;
      write(pen, `Tax id: ${party.tax_id}`, x, cy, { maxWidth: 230 });
    }
    if (party.email) {
      cy -= 13;
      write(pen, party.email, x, cy, { maxWidth: 230, color: MUTED });
    }
    return cy;
  };
  const afterSeller = column('FROM', invoice.seller, MARGIN);
  const afterBuyer = column('BILL TO', invoice.buyer, width / 2 + 10);
  if (invoice.buyer.address_lines.length === 0) {
    write(pen, 'No billing address was saved at the time of payment.', width / 2 + 10, afterBuyer - 13, { size: 9, color: MUTED, maxWidth: 230 });
  }
  y = Math.min(afterSeller, afterBuyer - 13) - 36;

  // Lines.
  const qtyX = right - 180;
  const unitX = right - 90;
  write(pen, 'Description', MARGIN, y, { size: 9, bold: true, color: MUTED });
  write(pen, 'Qty', qtyX, y, { size: 9, bold: true, color: MUTED, align: 'right' });
  write(pen, 'Unit price', unitX, y, { size: 9, bold: true, color: MUTED, align: 'right' });
  write(pen, 'Amount', right, y, { size: 9, bold: true, color: MUTED, align: 'right' });
  y -= 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.75, color: RULE });
  for (const line of invoice.lines) {
    y -= 18;
    write(pen, line.description, MARGIN, y, { maxWidth: qtyX - MARGIN - 40 });
    write(pen, String(line.quantity), qtyX, y, { align: 'right' });
    write(pen, money(line.unit_amount), unitX, y, { align: 'right' });
    write(pen, money(line.amount), right, y, { align: 'right' });
  }
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.75, color: RULE });

  // Totals.
  const labelX = right - 110;
  const total = (label: string, value: string, strong = false) => {
    y -= 18;
    write(pen, label, labelX, y, { align: 'right', bold: strong, maxWidth: 260 });
    write(pen, value, right, y, { align: 'right', bold: strong });
  };
  total('Subtotal', money(invoice.subtotal));
  if (invoice.discount) total(`Discount (${invoice.discount.label})`, `−${money(invoice.discount.amount)}`);
  total('Total without tax', money(invoice.net));
  const rate = `${invoice.tax.rate_percent}%`;
  total(invoice.tax.country ? `Tax ${rate} (${invoice.tax.country}, included)` : `Tax ${rate}`, money(invoice.tax.amount));
  total('Total paid', money(invoice.total), true);

  // Footer.
  write(pen, `Questions about this invoice: ${invoice.seller.email ?? ''}`, MARGIN, MARGIN, { size: 9, color: MUTED, maxWidth: right - MARGIN });
  return pdf.save();
}
