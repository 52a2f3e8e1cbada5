// Cross-instance publish/subscribe: the only module that uses LISTEN/NOTIFY (docs/rules/jobs.md, "Events").
export { createEvents, publishEvent, type EventHandler, type Events } from './events.ts';
export { announceContentChange, CONTENT_CHANGED_CHANNEL } from './content-changes.ts';
export { MEMBER_CHANGED_CHANNEL, memberChangedId } from './member-changes.ts';
