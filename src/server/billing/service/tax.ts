// The tax of a sale (docs/rules/billing.md, "Address and tax at checkout"): the rate of the buyer's
// country from BILLING_TAX_RATES, included in the price; a business in another EU or UK country with
// a valid VAT number is reverse-charged (no tax, the buyer accounts for it). VAT numbers are checked
// for format and check digits with jsvat, offline; asking VIES or HMRC whether a number is registered
// is a deployment option this code does not take.
import { checkVAT, countries as vatCountries } from 'jsvat';
import type { BillingConfig } from '../../config.ts';
import { m } from '../../../paraglide/messages.js';

/** Countries whose businesses can be reverse-charged by a seller in another of them. */
export const REVERSE_CHARGE_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB'.split(' '),
);

/** Countries whose VAT numbers jsvat can check; a number for any other country is kept as typed. */
const CHECKED_COUNTRIES = new Set(vatCountries.map((c) => c.codes[0]!));

/** Why a VAT number is refused, in the request's language (called when refusing, never at load). */
export const VAT_MESSAGES = {
  shape: () => m.errors_vat_shape(),
  invalid: () => m.errors_vat_invalid(),
  otherCountry: () => m.errors_vat_other_country(),
} as const;

/** The VAT prefix of a country: ISO codes, except Greece (EL). */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * A VAT or tax number for a buyer in `country`, normalised (upper case, no spaces, with its country
 * prefix where it has one), or the reason it is refused, worded for the field.
 */
export function checkVatNumber(country: string, typed: string): { value: string } | { error: string } {
  const compact = typed.toUpperCase().replace(/[\s.-]/g, '');
  if (!/^[A-Z0-9]{2,20}$/.test(compact)) return { error: VAT_MESSAGES.shape() };
  if (!CHECKED_COUNTRIES.has(country)) return { value: compact };
  const prefix = vatPrefix(country);
  const withPrefix = /^[A-Z]{2}/.test(compact) ? compact : `${prefix}${compact}`;
  const result = checkVAT(withPrefix, vatCountries);
  if (result.isSupportedCountry && result.country && result.country.isoCode.short !== country) return { error: VAT_MESSAGES.otherCountry() };
  if (!result.isValid) return { error: VAT_MESSAGES.invalid() };
  return { value: result.value ?? withPrefix };
}

export type TaxDecision = {
  /** The buyer's country, or null when none is known (no tax then). */
  country: string | null;
  /** Basis points (2000 = 20 %). */
  rate: number;
  /** The part of the total that is tax, in minor units. */
  amount: number;
  reverseCharge: boolean;
};

/** The tax included in a total at a rate in basis points: total × rate / (100 % + rate), rounded. */
export const includedTax = (total: number, basisPoints: number) => (basisPoints <= 0 ? 0 : Math.round((total * basisPoints) / (10_000 + basisPoints)));

/**
 * The tax of a total paid by a buyer in `country` with an (already checked) VAT number. Prices
 * include tax, so the total never changes; only its split does.
 */
export function decideTax(billing: BillingConfig, country: string | null, vatNumber: string | null, total: number): TaxDecision {
  if (!country) return { country: null, rate: 0, amount: 0, reverseCharge: false };
  const reverseCharge =
    !!vatNumber && country !== billing.sellerCountry && REVERSE_CHARGE_COUNTRIES.has(country) && REVERSE_CHARGE_COUNTRIES.has(billing.sellerCountry);
  const rate = reverseCharge ? 0 : (billing.taxRates[country] ?? 0);
  return { country, rate, amount: includedTax(total, rate), reverseCharge };
}

/** How the tax reads on a screen or an invoice line. */
export function taxLabel(tax: Pick<TaxDecision, 'country' | 'rate' | 'reverseCharge'>, countryName: (code: string) => string): string {
  if (tax.reverseCharge) return 'VAT 0%: reverse charge';
  if (!tax.country) return 'Tax 0%: no billing country given';
  if (tax.rate === 0) return `Tax 0%: no tax charged for ${countryName(tax.country)}`;
  return `VAT ${tax.rate / 100}% (${countryName(tax.country)}), included`;
}
