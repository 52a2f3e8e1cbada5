// The account e-mails: plain text and HTML versions, escaped names, and the outbox file format.
import { describe, expect, it } from 'vitest';
import { accountCancelledMail } from '../../../src/server/mail/templates/account-cancelled.ts';
import { newSignInMail, securityEventMail } from '../../../src/server/mail/templates/security.ts';
import { resetPasswordMail } from '../../../src/server/mail/templates/reset-password.ts';
import { verifyEmailMail } from '../../../src/server/mail/templates/verify-email.ts';

const appUrl = 'https://wellspring.example';
const hostile = 'Mallory <script>alert(1)</script> & "Co"';

describe('account e-mail templates', () => {
  const all = [
    verifyEmailMail({ to: 'a@example.test', name: hostile, url: `${appUrl}/email/verify/1/abc`, appUrl, validHours: 24 }),
    resetPasswordMail({ to: 'a@example.test', name: hostile, url: `${appUrl}/reset-password/a%40example.test/abc`, appUrl, validMinutes: 60 }),
    securityEventMail({ to: 'a@example.test', name: hostile, appUrl, when: '27 November 2026, 08:40 UTC', device: 'Firefox on Windows', network: '203.0.113.x', subject: 'Your password was changed', what: 'Changed.', action: 'password' }),
    newSignInMail({ to: 'a@example.test', name: hostile, appUrl, when: '27 November 2026, 08:40 UTC', device: 'Chrome on Linux', network: null }),
    accountCancelledMail({ to: 'a@example.test', name: hostile, appUrl }),
  ];

  it('each has a subject, a plain-text and an HTML version, greeting the member by name', () => {
    expect(all.map((m) => m.subject)).toEqual(['Confirm your e-mail address', 'Reset your password', 'Your password was changed', 'New sign-in to your account', 'Your account has been cancelled']);
    for (const m of all) {
      expect(m.text).toContain(`Hi ${hostile},`);
      expect(m.html).toMatch(/^<!doctype html>/);
      expect(m.html).toContain('Hi Mallory &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;,');
      expect(m.html).not.toContain('<script>');
    }
  });

  it('puts the link in both versions, and says how long it works', () => {
    const [verify, reset] = all;
    expect(verify!.text).toContain(`${appUrl}/email/verify/1/abc`);
    expect(verify!.html).toContain(`href="${appUrl}/email/verify/1/abc"`);
    expect(verify!.text).toContain('24 hours');
    expect(reset!.text).toContain(`${appUrl}/reset-password/a%40example.test/abc`);
    expect(reset!.text).toContain('60 minutes');
  });

  it('security e-mails say when, from which device and network, and link to the devices list or a reset', () => {
    const [, , changed, signIn] = all;
    expect(changed!.text).toContain('When: 27 November 2026, 08:40 UTC. Device: Firefox on Windows, network 203.0.113.x.');
    expect(changed!.text).toContain(`${appUrl}/forgot-password`);
    expect(changed!.text).toContain('If this was not you');
    expect(signIn!.text).toContain('Device: Chrome on Linux.');
    expect(signIn!.text).toContain(`${appUrl}/settings#devices`);
  });
});
