// Typed client functions for conversations (/v1/auth/conversations...) and site surveys (/v1/siteSurveys).
import type { Conversation, ConversationListMeta, MarkReadResult, Message, ThreadMeta } from '../schemas/messages.ts';
import type { SiteSurvey, SiteSurveyAnswer } from '../schemas/surveys.ts';
import { api, type Item } from './client.ts';

export type ConversationList = { data: Conversation[]; meta: ConversationListMeta };
export type Thread = { data: Message[]; meta: ThreadMeta };

export const listConversations = (query: { page?: number; per_page?: number } = {}) => api.get<ConversationList>('/auth/conversations', { query });
export const listMessages = (id: number, query: { before?: number; limit?: number } = {}) => api.get<Thread>(`/auth/conversations/${id}/messages`, { query });
export const sendMessage = (id: number, body: string) => api.post<Item<Message>>(`/auth/conversations/${id}/messages`, { body });
export const markConversationRead = (id: number, messageId: number) => api.post<Item<MarkReadResult>>(`/auth/conversations/${id}/read`, { message_id: messageId });
export const leaveConversation = (id: number) => api.post<Item<{ left: true }>>(`/auth/conversations/${id}/leave`);

export const listDueSurveys = () => api.get<{ data: SiteSurvey[] }>('/siteSurveys', { background: true });
export const answerSiteSurvey = (id: number, answer: SiteSurveyAnswer) => api.post<Item<SiteSurvey>>(`/siteSurveys/${id}`, answer);
export const dismissSiteSurvey = (id: number) => api.post<Item<SiteSurvey>>(`/siteSurveys/${id}/dismiss`);
