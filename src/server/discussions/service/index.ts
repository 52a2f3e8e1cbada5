// The discussions domain's public surface (docs/rules/discussions.md).
export { issueDiscussionTicket, openDiscussionStream, runDiscussionStream } from './live.ts';
export { dismissReports, hidePost, listMutes, lockThread, muteMember, reportQueue, restorePost, unmuteMember } from './moderation.ts';
export { deletePost, editPost, reply, startThread } from './posts.ts';
export { reportPost, setReaction } from './reactions.ts';
export { listMentionable, listReplies, listThreads } from './read.ts';
export { exportDiscussions } from './export.ts';
export { renderPost } from './markdown.ts';
export type { Where } from './place.ts';
