// The forms' own validation speaks the page's language (docs/i18n.md, "API refusals"): the shared
// schemas word their messages when a value is checked, so on a page under /es/ the browser shows
// Spanish, and on an English page the texts of the spec, unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterRequestSchema } from '../../src/lib/schemas/accounts.ts';
import { EnquiryRequestSchema } from '../../src/lib/schemas/content.ts';
import { PostInputSchema } from '../../src/lib/schemas/discussions.ts';
import { BillingDetailsSchema } from '../../src/lib/schemas/commerce.ts';
import { localeOfPath } from '../../src/lib/i18n.ts';
import { getLocale, overwriteGetLocale } from '../../src/paraglide/runtime.js';

// In a browser Paraglide reads the page's language from its address; under Node it never reads an
// address, so the test hands it the same rule (src/lib/i18n.ts) for the page it stands on.
const readLocale = getLocale;
function onPage(path: string) {
  overwriteGetLocale(() => localeOfPath(path));
}
afterEach(() => overwriteGetLocale(readLocale));

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const badRegistration = { name: ' ', email: 'ana@', password: 'short', password_confirmation: 'short', terms: false };

describe('the schemas’ messages in the page’s language', () => {
  it('registration on /es/register is Spanish, on /register English', () => {
    onPage('/es/register');
    expect(errorsOf(RegisterRequestSchema.safeParse(badRegistration))).toEqual({
      name: 'Escribe tu nombre.',
      email: 'Escribe una dirección de correo electrónico válida, como nombre@ejemplo.com.',
      password: 'La contraseña debe tener al menos 8 caracteres.',
      terms: 'Acepta los términos y condiciones para continuar.',
    });
    onPage('/register');
    expect(errorsOf(RegisterRequestSchema.safeParse(badRegistration))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address, like name@example.com.',
      password: 'The password must be at least 8 characters.',
      terms: 'Please accept the terms and conditions to continue.',
    });
  });

  it('the contact form, a discussion post and the checkout’s billing details', () => {
    onPage('/es/contact-us');
    expect(errorsOf(EnquiryRequestSchema.safeParse({ name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'x'.repeat(5001) }))).toEqual({
      message: 'El mensaje puede tener como máximo 5000 caracteres.',
    });
    expect(errorsOf(PostInputSchema.safeParse({ body: '   ' }))).toEqual({ body: 'Escribe algo primero.' });
    expect(errorsOf(BillingDetailsSchema.safeParse({ line1: '', city: 'Madrid', country: 'XX' }))).toEqual({
      line1: 'Escribe la primera línea de la dirección.',
      country: 'Elige un país de la lista.',
    });
  });

  it('the worded map names a member’s field in Spanish and any other by its key', () => {
    onPage('/es/register');
    expect(errorsOf(RegisterRequestSchema.safeParse({ ...badRegistration, name: 'Ana', password: 'a long password', password_confirmation: 7, recaptcha_token: 7 }))).toMatchObject({
      password_confirmation: 'Vuelve a escribir la contraseña.',
      recaptcha_token: 'El campo Recaptcha token debe ser texto.',
    });
  });
});
