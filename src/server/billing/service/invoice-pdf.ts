// Draws an invoice or a credit note as an A4 portrait PDF with pdf-lib (docs/rules/billing.md): the
// seller with its tax id, the buyer with the billing address and VAT number, the lines with their
// tax rate and tax, the discount, the totals, how it was paid, and the reverse-charge statement when
// no tax was charged for that reason. Every variable text is set in the embedded Unicode serif
// (src/server/shared/pdf-fonts.ts), so names and addresses in any script it covers print as written,
// and long text wraps onto further lines (a further page when needed) instead of being cut.
// The fixed words, dates and amounts are in the holder's language (docs/rules/accounts.md, "Member
// language"; messages/mail): "Date: 3 March 2026" and "£19.99", or "Fecha: 3 de marzo de 2026" and "19,99 £".
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '../../../lib/dates.ts';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n.ts';
import { formatAmount, type Invoice } from '../../../lib/schemas/billing.ts';
import { m } from '../../../paraglide/messages.js';
import { embedUnicodeFonts, encodable } from '../../shared/pdf-fonts.ts';

const PRIMARY = rgb(0x1d / 255, 0x6b / 255, 0x61 / 255);
const TEXT = rgb(0x1f / 255, 0x2a / 255, 0x2e / 255);
const MUTED = rgb(0x4f / 255, 0x5b / 255, 0x60 / 255);
const RULE = rgb(0xd5 / 255, 0xdc / 255, 0xde / 255);

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;

type Style = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; maxWidth?: number; align?: 'left' | 'right' };

/** Splits text into lines that fit the width, breaking between words, and inside a word longer than a line. */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of encodable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line is cut into pieces that fit.
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A pen that writes downwards from the top of a page, and starts another page when the text reaches the bottom. */
class Pen {
  page: PDFPage;
  y: number;
  private readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number): void {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Writes text wrapped to its width at (x, y) and returns the height it took. */
  text(text: string, x: number, y: number, { size = 10, bold = false, color = TEXT, maxWidth = 240, align = 'left' }: Style = {}): number {
    const font = bold ? this.bold : this.regular;
    const lines = wrapText(font, text, size, maxWidth);
    const leading = size * 1.3;
    lines.forEach((line, i) => {
      const left = align === 'right' ? x - font.widthOfTextAtSize(line, size) : x;
      this.page.drawText(line, { x: left, y: y - i * leading, size, font, color });
    });
    return lines.length * leading;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE[0] - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
  }
}

/** What differs between an invoice and a credit note on paper. */
export type DocumentKind = {
  title: 'INVOICE' | 'CREDIT NOTE';
  /** Lines under the number and date: the status, or the invoice a credit note corrects. */
  facts: string[];
  /** Amounts printed negative (a credit note). */
  negative: boolean;
  /** The label of the last total. */
  totalLabel: string;
};

/** The tax line's label in `locale`, from the invoice's rate and country (the stored label is English). */
function taxLabelIn(tax: Invoice['tax'], locale: Locale): string {
  if (locale === 'en') return tax.label;
  const country = (code: string) => {
    try {
      return new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  if (tax.reverse_charge) return m.mail_pdf_tax_reverse_charge({}, { locale });
  if (!tax.country) return m.mail_pdf_tax_no_country({}, { locale });
  if (tax.rate_percent === 0) return m.mail_pdf_tax_none_for({ country: country(tax.country) }, { locale });
  return m.mail_pdf_tax_included({ rate: new Intl.NumberFormat(INTL_LOCALE[locale]).format(tax.rate_percent), country: country(tax.country) }, { locale });
}

export async function renderInvoicePdf(invoice: Invoice, kind: DocumentKind = invoiceKind(invoice, 'en'), locale: Locale = 'en'): Promise<Uint8Array> {
  const intl = INTL_LOCALE[locale];
  const pdf = await PDFDocument.create();
  const issuedAt = new Date(invoice.date);
  const isInvoice = kind.title === 'INVOICE';
  pdf.setTitle(isInvoice ? m.mail_pdf_invoice_doc({ number: invoice.number }, { locale }) : m.mail_pdf_credit_note_doc({ number: invoice.number }, { locale }));
  pdf.setAuthor(invoice.seller.name);
  pdf.setSubject(invoice.description);
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const { regular, bold } = await embedUnicodeFonts(pdf);
  const pen = new Pen(pdf, regular, bold);
  const width = PAGE[0];
  const right = width - MARGIN;
  const amount = (minor: number) => formatAmount(minor, invoice.currency, intl);
  const money = (minor: number) => (kind.negative && minor !== 0 ? `−${amount(minor)}` : amount(minor));
  const title = isInvoice ? m.mail_pdf_invoice_title({}, { locale }) : m.mail_pdf_credit_note_title({}, { locale });

  // Heading: the seller's name, the document's title, number, date and facts.
  pen.y -= 10;
  const nameHeight = pen.text(invoice.seller.name, MARGIN, pen.y, { size: 18, bold: true, color: PRIMARY, maxWidth: 300 });
  pen.text(title, right, pen.y, { size: 18, bold: true, align: 'right', maxWidth: 180 });
  let factsY = pen.y - 22;
  for (const fact of [m.mail_pdf_invoice_number({ number: invoice.number }, { locale }), m.mail_pdf_invoice_date({ date: formatDate(issuedAt, { locale: intl, timeZone: 'UTC' }) }, { locale }), ...kind.facts]) factsY -= pen.text(fact, right, factsY, { align: 'right', maxWidth: 220 });
  pen.y = Math.min(pen.y - nameHeight, factsY) - 24;

  // Seller (left) and buyer (right), each wrapped within its column.
  const columnWidth = width / 2 - MARGIN - 10;
  const column = (title: string, party: Invoice['seller'], x: number, empty: string | null) => {
    let y = pen.y;
    y -= pen.text(title, x, y, { size: 9, bold: true, color: MUTED, maxWidth: columnWidth }) + 2;
    y -= pen.text(party.name, x, y, { bold: true, maxWidth: columnWidth });
    for (const line of party.address_lines) y -= pen.text(line, x, y, { maxWidth: columnWidth });
    if (party.address_lines.length === 0 && empty) y -= pen.text(empty, x, y, { size: 9, color: MUTED, maxWidth: columnWidth });
    if (party.tax_id) y -= pen.text(m.mail_pdf_invoice_tax_id({ id: party.tax_id }, { locale }), x, y, { maxWidth: columnWidth });
    if (party.email) y -= pen.text(party.email, x, y, { maxWidth: columnWidth, color: MUTED });
    return y;
  };
  const afterSeller = column(m.mail_pdf_invoice_from({}, { locale }), invoice.seller, MARGIN, null);
  const afterBuyer = column(m.mail_pdf_invoice_bill_to({}, { locale }), invoice.buyer, width / 2 + 10, m.mail_pdf_invoice_no_address({}, { locale }));
  pen.y = Math.min(afterSeller, afterBuyer) - 28;

  // Lines: description (wrapped), quantity, unit price, tax rate, tax, amount.
  const cols = { qty: right - 250, unit: right - 185, rate: right - 130, tax: right - 70 };
  const header = () => {
    pen.need(30);
    pen.text(m.mail_pdf_invoice_description({}, { locale }), MARGIN, pen.y, { size: 9, bold: true, color: MUTED });
    pen.text(m.mail_pdf_invoice_qty({}, { locale }), cols.qty, pen.y, { size: 9, bold: true, color: MUTED, align: 'right', maxWidth: 40 });
    pen.text(m.mail_pdf_invoice_unit_price({}, { locale }), cols.unit, pen.y, { size: 9, bold: true, color: MUTED, align: 'right', maxWidth: 70 });
    pen.text(m.mail_pdf_invoice_tax_rate({}, { locale }), cols.rate, pen.y, { size: 9, bold: true, color: MUTED, align: 'right', maxWidth: 60 });
    pen.text(m.mail_pdf_invoice_tax({}, { locale }), cols.tax, pen.y, { size: 9, bold: true, color: MUTED, align: 'right', maxWidth: 60 });
    pen.text(m.mail_pdf_invoice_amount({}, { locale }), right, pen.y, { size: 9, bold: true, color: MUTED, align: 'right', maxWidth: 70 });
    pen.y -= 8;
    pen.rule();
  };
  header();
  for (const line of invoice.lines) {
    const lines = wrapText(regular, line.description, 10, cols.qty - MARGIN - 50);
    pen.need(lines.length * 13 + 8);
    pen.y -= 18;
    const height = pen.text(line.description, MARGIN, pen.y, { maxWidth: cols.qty - MARGIN - 50 });
    pen.text(String(line.quantity), cols.qty, pen.y, { align: 'right', maxWidth: 40 });
    pen.text(money(line.unit_amount), cols.unit, pen.y, { align: 'right', maxWidth: 80 });
    pen.text(m.mail_pdf_percent({ rate: new Intl.NumberFormat(intl).format(line.tax_rate_percent) }, { locale }), cols.rate, pen.y, { align: 'right', maxWidth: 60 });
    pen.text(money(line.tax_amount), cols.tax, pen.y, { align: 'right', maxWidth: 70 });
    pen.text(money(line.amount), right, pen.y, { align: 'right', maxWidth: 80 });
    pen.y -= height - 13;
  }
  pen.y -= 10;
  pen.rule();

  // Totals.
  const labelX = right - 110;
  const total = (label: string, value: string, strong = false) => {
    pen.need(30);
    pen.y -= 18;
    const height = pen.text(label, labelX, pen.y, { align: 'right', bold: strong, maxWidth: 300 });
    pen.text(value, right, pen.y, { align: 'right', bold: strong, maxWidth: 100 });
    pen.y -= height - 13;
  };
  total(m.mail_pdf_invoice_subtotal({}, { locale }), money(invoice.subtotal));
  if (invoice.discount) total(m.mail_pdf_invoice_discount({ label: invoice.discount.label }, { locale }), kind.negative ? amount(invoice.discount.amount) : `−${amount(invoice.discount.amount)}`);
  total(m.mail_pdf_invoice_net({}, { locale }), money(invoice.net));
  total(taxLabelIn(invoice.tax, locale), money(invoice.tax.amount));
  total(kind.totalLabel, money(invoice.total), true);

  // How it was paid, and the statements the tax office looks for.
  pen.y -= 24;
  const notes = [
    invoice.payment_method
      ? (kind.negative ? m.mail_pdf_invoice_refunded_to : m.mail_pdf_invoice_paid_by)({ method: invoice.payment_method }, { locale })
      : null,
    invoice.tax.reverse_charge ? m.mail_pdf_invoice_reverse_charge({}, { locale }) : null,
  ].filter((n) => n !== null);
  for (const note of notes) {
    pen.need(30);
    pen.y -= pen.text(note, MARGIN, pen.y, { maxWidth: right - MARGIN });
  }

  // Footer on the last page.
  pen.text((isInvoice ? m.mail_pdf_invoice_questions : m.mail_pdf_credit_note_questions)({ email: invoice.seller.email ?? '' }, { locale }), MARGIN, MARGIN, { size: 9, color: MUTED, maxWidth: right - MARGIN });
  return pdf.save();
}

/** An invoice's facts and last total in `locale`. */
export function invoiceKind(invoice: Invoice, locale: Locale): DocumentKind {
  const status =
    invoice.status === 'paid'
      ? m.mail_pdf_invoice_status_paid({}, { locale })
      : invoice.status === 'refunded'
        ? m.mail_pdf_invoice_status_refunded({}, { locale })
        : invoice.status === 'partially_refunded'
          ? m.mail_pdf_invoice_status_partly_refunded({}, { locale })
          : invoice.status;
  return { title: 'INVOICE', facts: [m.mail_pdf_invoice_status({ status }, { locale })], negative: false, totalLabel: m.mail_pdf_invoice_total_paid({}, { locale }) };
}
