// Newsletters to members (docs/rules/integrations.md, "Newsletters"): segments of the members who
// agreed to news, the sending jobs, and unsubscribing by the mailed link. The studio writes, tests,
// schedules and reports them.
export { countSegment } from './segments.ts';
export { NEWSLETTER_JOBS, scheduleNewsletter, sendTestCopy } from './send.ts';
export { BAD_UNSUBSCRIBE_LINK, unsubscribeByLink, unsubscribeLinks, validUnsubscribeLink } from './unsubscribe.ts';
