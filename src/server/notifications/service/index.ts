// The notifications domain's public surface (ARCHITECTURE.md). Other domains call notify() inside
// their own transaction; the runtime registers NOTIFICATION_JOBS and NOTIFICATION_SCHEDULES.
export { DIGEST_HOUR, DIGEST_JOB, DIGEST_SCAN_JOB } from './email-jobs.ts';
export { NOTIFICATION_JOBS, NOTIFICATION_SCHEDULES } from './jobs.ts';
export { NOTIFICATION_EMAIL_JOB, type NoticeText, type NoticeWords, notify, type NotifyInput, type NotifyResult } from './notify.ts';
export { getUnreadCount, latestUnread, latestUnreadColumns, latestUnreadOf, listNotifications, markAllNotificationsRead, markNotificationRead } from './read.ts';
export { PUSH_JOB } from './push-send.ts';
export { exportPushDevices, listPushDevices, MAX_PUSH_DEVICES, pushEndpointProblem, removePushDevice, subscribePush } from './push-subscriptions.ts';
export { REMINDER_SCAN_JOB, remindLearner } from './reminders.ts';
export {
  issueStreamTicket,
  openNotificationStream,
  parseLastEventId,
  parseStreamCursor,
  type LiveFeed,
  type StreamCursor,
  runNotificationStream,
  STREAM_HEARTBEAT_MS,
  STREAM_TICKET_TTL_MS,
  type StreamSink,
  streamFeed,
  tokenStillValid,
} from './stream.ts';
export { NOTIFICATIONS_CHANNEL } from './view.ts';
