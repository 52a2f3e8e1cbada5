// Outgoing webhooks (docs/rules/integrations.md, "Webhooks"): every domain records its events here
// inside its own transaction; the jobs sign and send them, retry, and turn off an endpoint that keeps
// failing. The studio manages the endpoints and reads the delivery log.
export { newMessageId, recordWebhookEvent, recordWebhookEvents, wantsWebhookEvent, WEBHOOK_DELIVER_JOB, type WebhookEvent } from './record.ts';
export { WEBHOOK_DISABLED_MAIL_JOB, WEBHOOK_JOBS, WEBHOOK_LOG_DAYS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_SCHEDULES } from './deliver.ts';
export { INNER_ADDRESS_MESSAGE, isInnerAddress, postWebhook } from './safe-post.ts';
export { newWebhookSecret, sealWebhookSecret } from './secrets.ts';
