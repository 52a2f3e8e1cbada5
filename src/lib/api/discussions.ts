// Typed client functions for discussions under a lesson or in a cohort's space
// (/v1/auth/lessons/{id}/threads…, /v1/auth/cohorts/{id}/threads…) and their moderation in the studio
// (/v1/admin/discussions…), docs/rules/discussions.md.
import type { DiscussionMeta, Post, PostInput, ReactionKind, ReportedPost, ReportInput, Thread } from '../schemas/discussions.ts';
import type { StreamTicket } from '../schemas/notifications.ts';
import { api, type Item } from './client.ts';

type PageMeta = { page: number; per_page: number; total: number; last_page: number };
/** Where a discussion is: under a lesson, or a cohort's own space. */
export type DiscussionPlace = { kind: 'lesson' | 'cohort'; id: number };
const at = (p: DiscussionPlace) => `/auth/${p.kind}s/${p.id}`;
export type ThreadList = { data: Thread[]; meta: DiscussionMeta };
export type ReplyList = { data: Post[]; meta: PageMeta };
export type ReportQueue = { data: ReportedPost[]; meta: PageMeta };
type Message = Item<{ message: string }>;

export const listThreads = (place: DiscussionPlace, query: { order: 'newest' | 'oldest'; page: number; per_page?: number }) => api.get<ThreadList>(`${at(place)}/threads`, { query });
export const startThread = (place: DiscussionPlace, input: PostInput) => api.post<Item<Thread>>(`${at(place)}/threads`, input);
export const listReplies = (threadId: number, query: { page: number; per_page?: number }) => api.get<ReplyList>(`/auth/threads/${threadId}/replies`, { query });
export const replyToThread = (threadId: number, input: PostInput) => api.post<Item<Post>>(`/auth/threads/${threadId}/replies`, input);
export const editPost = (postId: number, input: PostInput) => api.patch<Item<Post>>(`/auth/posts/${postId}`, input);
export const deletePost = (postId: number) => api.delete<Item<Post>>(`/auth/posts/${postId}`);
export const addReaction = (postId: number, kind: ReactionKind) => api.put<Item<Post>>(`/auth/posts/${postId}/reactions/${kind}`);
export const removeReaction = (postId: number, kind: ReactionKind) => api.delete<Item<Post>>(`/auth/posts/${postId}/reactions/${kind}`);
export const reportPost = (postId: number, input: ReportInput) => api.post<Message>(`/auth/posts/${postId}/report`, input);
export const mentionSuggestions = (place: DiscussionPlace, q: string) => api.get<Item<Array<{ id: number; name: string }>>>(`${at(place)}/mentionable`, { query: { q }, background: true });
export const getDiscussionTicket = (place: DiscussionPlace) => api.post<Item<StreamTicket>>(`${at(place)}/discussion/stream-ticket`, undefined, { background: true });

export const listDiscussionReports = (query: { status: 'open' | 'resolved'; page: number }) => api.get<ReportQueue>('/admin/discussions/reports', { query });
export const hidePost = (postId: number, reason: string) => api.post<Message>(`/admin/discussions/posts/${postId}/hide`, { reason });
export const restorePost = (postId: number) => api.post<Message>(`/admin/discussions/posts/${postId}/restore`);
export const dismissReports = (postId: number) => api.post<Message>(`/admin/discussions/posts/${postId}/dismiss`);
export const lockThread = (threadId: number, locked: boolean) => api.put<Message>(`/admin/discussions/threads/${threadId}/lock`, { locked });
export const muteMember = (courseId: number, input: { user_id: number; days: number; reason: string }) => api.post<Message>(`/admin/courses/${courseId}/discussion-mutes`, input);
