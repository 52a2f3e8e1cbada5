// The sandbox checkout's card fields (src/lib/card-input.ts): formatted as typed by the page's script,
// parsed the same by the server with or without it (docs/rules/commerce.md, "Sandbox").
import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, formatExpiry, parseExpiry } from '../../src/lib/card-input.ts';
import { checkCard } from '../../src/server/commerce/providers/sandbox.ts';

describe('card input', () => {
  it('groups the number in fours as typed, at most 19 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the expiry slash in: 1230 gives 12 / 30', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
  });

  it('parses the expiry with or without the slash', () => {
    for (const typed of ['12 / 30', '12/30', '1230', ' 12 /30 ', '12/2030']) expect(parseExpiry(typed)).toEqual({ month: 12, year: 2030 });
    for (const typed of ['13/30', '1/30', '12-30', '12 / 3', '']) expect(parseExpiry(typed)).toBeNull();
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('9999')).toBe('card');
  });

  it('the sandbox accepts the card typed without the script: 1230 is December 2030', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const card = checkCard({ number: '4242424242424242', expiry: '1230', cvc: '123', name: '' }, now);
    expect(card.errors).toEqual({});
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', behaviour: 'pays' });
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: '' }, now).errors).toEqual({});
    expect(checkCard({ number: '4242424242424242', expiry: '1325', cvc: '123', name: '' }, now).errors.expiry).toBe('Write the expiry date as MM / YY.');
    expect(checkCard({ number: '4242424242424242', expiry: '1025', cvc: '123', name: '' }, now).errors.expiry).toBe('This card has expired.');
  });
});
