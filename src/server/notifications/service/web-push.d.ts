// The part of the `web-push` package we use (it ships no types): building a push request with VAPID
// and the payload encrypted for one browser (RFC 8291, aes128gcm), which push-send.ts then posts.
declare module 'web-push' {
  type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  type RequestDetails = { method: string; headers: Record<string, string>; body: Buffer | null; endpoint: string };
  type Options = {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
  };
  const webPush: { generateRequestDetails(subscription: Subscription, payload: string | Buffer, options: Options): RequestDetails };
  export default webPush;
}
