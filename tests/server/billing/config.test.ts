// The billing configuration (docs/rules/billing.md): seller details and tax rates by country.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTaxRates } from '../../../src/server/config.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-billing-config-'));
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('billing configuration', () => {
  it('defaults: a seller, no tax anywhere, WS numbers, questions to SUPPORT_EMAIL', () => {
    expect(load({ SUPPORT_EMAIL: 'help@example.test' }).billing).toEqual({
      sellerName: 'Wellspring Learning Ltd',
      sellerAddress: ['1 Example Street', 'London', 'EC1A 1AA', 'United Kingdom'],
      sellerTaxId: undefined,
      sellerCountry: 'GB',
      sellerEmail: 'help@example.test',
      invoicePrefix: 'WS',
      taxRates: {},
      retryDays: [1, 3, 5],
      graceDays: 5,
    });
  });

  it('reads the seller, the prefix and rates in percent (to basis points)', () => {
    const billing = load({ BILLING_SELLER_NAME: 'Źródło Sp. z o.o.', BILLING_SELLER_ADDRESS: ' ul. Długa 1 | 00-001 Warszawa |Poland', BILLING_SELLER_TAX_ID: 'PL123', BILLING_SELLER_COUNTRY: 'pl', BILLING_SELLER_EMAIL: 'billing@example.test', INVOICE_NUMBER_PREFIX: 'ZR', BILLING_TAX_RATES: 'pl=23, DE=19.5,GB=0' }).billing;
    expect(billing).toMatchObject({ sellerName: 'Źródło Sp. z o.o.', sellerAddress: ['ul. Długa 1', '00-001 Warszawa', 'Poland'], sellerTaxId: 'PL123', sellerCountry: 'PL', sellerEmail: 'billing@example.test', invoicePrefix: 'ZR' });
    expect(billing.taxRates).toEqual({ PL: 2300, DE: 1950, GB: 0 });
  });

  it('stops start-up on malformed rates or prefix, naming the variable', () => {
    for (const rates of ['GB', 'GB=20%', 'GBR=20', 'GB=101', 'GB=1.234']) {
      expect(parseTaxRates(rates), rates).toBeNull();
      expect(() => load({ BILLING_TAX_RATES: rates }), rates).toThrow(ConfigError);
      expect(() => load({ BILLING_TAX_RATES: rates }), rates).toThrow(/BILLING_TAX_RATES/);
    }
    expect(() => load({ INVOICE_NUMBER_PREFIX: 'ws-' })).toThrow(/INVOICE_NUMBER_PREFIX/);
    expect(() => load({ BILLING_SELLER_COUNTRY: 'GBR' })).toThrow(/BILLING_SELLER_COUNTRY/);
    for (const days of ['0,2', '3,1', '1,1', 'a', '1,,3', '61']) expect(() => load({ BILLING_RETRY_DAYS: days }), days).toThrow(/BILLING_RETRY_DAYS/);
    expect(() => load({ BILLING_RETRY_DAYS: '1,3,5', BILLING_GRACE_DAYS: '4' })).toThrow(/BILLING_GRACE_DAYS/);
    expect(load({ BILLING_RETRY_DAYS: '2, 4', BILLING_GRACE_DAYS: '7' }).billing).toMatchObject({ retryDays: [2, 4], graceDays: 7 });
  });
});
