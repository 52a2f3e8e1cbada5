// Loads reCAPTCHA v3 on first use when a site key is configured, and asks it for a token.
type Grecaptcha = { ready: (cb: () => void) => void; execute: (key: string, o: { action: string }) => Promise<string> };

let loading: Promise<Grecaptcha | null> | undefined;

function load(siteKey: string): Promise<Grecaptcha | null> {
  const w = window as unknown as { grecaptcha?: Grecaptcha };
  loading ??= new Promise((resolve) => {
    if (w.grecaptcha) return resolve(w.grecaptcha);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => w.grecaptcha?.ready(() => resolve(w.grecaptcha ?? null));
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}

/** Starts loading when the visitor first touches the form, so the page itself stays light. */
export function prepareRecaptcha(form: HTMLFormElement, siteKey: string | undefined): void {
  if (siteKey) form.addEventListener('focusin', () => void load(siteKey), { once: true });
}

/** A token for `action`, or undefined when no bot check is configured or it could not load. */
export async function recaptchaToken(siteKey: string | undefined, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const g = await load(siteKey);
  return g ? g.execute(siteKey, { action }) : undefined;
}
