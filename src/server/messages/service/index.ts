// The messages domain's public surface (ARCHITECTURE.md; docs/rules/messages.md). The mentors domain
// calls the four conversation functions inside its own transactions; the notifications stream runs
// MESSAGES_LIVE_FEED; the runtime registers MESSAGE_JOBS.
export { closeMentorConversation, deleteGroupConversation, openMentorConversation, syncGroupConversation, type GroupConversationInput } from './conversations.ts';
export { MESSAGES_CHANNEL, MESSAGES_LIVE_FEED, type LiveFeedItem } from './live.ts';
export { announceNewMessages, MESSAGE_JOBS } from './mail.ts';
export { getConversation, getMessagesUnread, listConversations, listMessages } from './read.ts';
export { leaveConversation, markConversationRead, MESSAGE_MAIL_JOB, MESSAGE_MAIL_WINDOW_MS, sendMessage } from './send.ts';
export { unreadTotal } from './unread.ts';
