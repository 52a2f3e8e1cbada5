// The API client sends a PUT with form data as a POST carrying _method=put (docs/rules/client.md, "Calling the API").
import { describe, expect, it } from 'vitest';
import { rewriteFormPut } from '../../src/lib/api/client.ts';
import { toApiError } from '../../src/lib/api/errors.ts';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';

describe('rewriteFormPut', () => {
  it('turns a PUT with FormData into a POST with _method=put', () => {
    const form = new FormData();
    form.set('name', 'Maya');
    const { method, body } = rewriteFormPut('PUT', form);
    expect(method).toBe('POST');
    expect((body as FormData).get('_method')).toBe('put');
    expect((body as FormData).get('name')).toBe('Maya');
    expect(form.has('_method')).toBe(false);
  });

  it('leaves JSON PUTs and other methods alone', () => {
    expect(rewriteFormPut('PUT', { name: 'Maya' })).toEqual({ method: 'PUT', body: { name: 'Maya' } });
    const form = new FormData();
    expect(rewriteFormPut('POST', form)).toEqual({ method: 'POST', body: form });
  });
});

describe('toApiError', () => {
  it('keeps the message and field errors of an error body', () => {
    const error = toApiError(422, { message: 'The given data was invalid.', errors: { email: ['Enter a valid e-mail address.'] } });
    expect(error.status).toBe(422);
    expect(error.field('email')).toBe('Enter a valid e-mail address.');
  });

  it('explains a network failure or an answer without our body, in the page’s language', () => {
    expect(toApiError(0, undefined).message).toBe('You appear to be offline. Check your connection and try again.');
    expect(toApiError(502, '<html>').message).toBe('Request failed (502).');
    const readLocale = getLocale;
    overwriteGetLocale(() => 'es');
    try {
      expect(toApiError(0, undefined).message).toBe('Parece que no tienes conexión. Compruébala y vuelve a intentarlo.');
      expect(toApiError(502, '<html>').message).toBe('La petición falló (502).');
    } finally {
      overwriteGetLocale(readLocale);
    }
  });
});
