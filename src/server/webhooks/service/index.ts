// Outgoing webhooks (docs/rules/integrations.md, "Webhooks"): every domain records its events here
// inside its own transaction; the jobs sign and send them, retry, and turn off an endpoint that keeps
// failing. The studio manages the endpoints and reads the delivery log.
export { deliveryJobKey, newMessageId, recordWebhookEvent, recordWebhookEvents, wantsWebhookEvent, WEBHOOK_DELIVER_JOB, type WebhookEvent } from './record.ts';
export { signatureHeader, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_JOBS, WEBHOOK_LOG_DAYS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_SCHEDULES, WEBHOOK_TIMEOUT_MS } from './deliver.ts';
export { INNER_ADDRESS_MESSAGE, isInnerAddress } from './safe-post.ts';
export { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './secrets.ts';
