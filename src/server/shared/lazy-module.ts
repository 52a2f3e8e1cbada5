// A heavy library (PDF drawing, the payment SDK, WebAuthn, image processing, SMTP, S3) is loaded on
// its first use instead of at start-up: most requests never need it, and every module loaded before
// the first answer adds to `npm start`'s time (docs/performance.md, "Start-up").

/** `load` runs once, on the first call; every call shares its promise. A failed load is tried again next time. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
