// The billing domain's public surface (docs/rules/billing.md): invoices of paid payments, the
// member's billing history and the invoice PDF. Commerce calls issueInvoice() in the transaction
// where a payment becomes paid.
export { invoicePdf } from './download.ts';
export { billingAddressLines, cardLabel, countryName, createInvoice, getInvoice, issueInvoice, listBilling, type IssueOptions, type NewInvoice } from './invoices.ts';
export { checkVatNumber, decideTax, includedTax, taxLabel, VAT_MESSAGES, type TaxDecision } from './tax.ts';
export { formatCreditNoteNumber, formatInvoiceNumber, takeCreditNoteNumber, takeInvoiceNumber } from './numbering.ts';
export { anyCreditNotePdf, creditNotesOfRefunds, issueCreditNote, memberCreditNotePdf, toCreditNoteSummary } from './credit-notes.ts';
export { exportBilling } from './export.ts';
export { listUnsettled } from './unsettled.ts';
