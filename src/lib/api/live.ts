// Typed client functions for live sessions (docs/rules/live-sessions.md): the member's list, RSVP and
// the .ics; the organiser's sessions, scheduling, changes, cancelling, attendance and recording.
import type { LiveAudienceChoices, LiveAttendance, LiveRecording, LiveSession, LiveSessionInput, LiveSessionUpdate, OrganisedLiveSession } from '../schemas/live.ts';
import { saveBlob } from '../save-blob.ts';
import { api, type Item, type List } from './client.ts';

export const listLiveSessions = (query: { page?: number; per_page?: number } = {}) => api.get<List<LiveSession>>('/auth/live-sessions', { query });
export const rsvpLiveSession = (id: number) => api.post<Item<LiveSession>>(`/auth/live-sessions/${id}/rsvp`);
export const withdrawLiveRsvp = (id: number) => api.delete<Item<LiveSession>>(`/auth/live-sessions/${id}/rsvp`);

/** The session's .ics, saved as a file (the download needs the Bearer token, so it cannot be a plain link). */
export async function downloadLiveInvite(id: number): Promise<void> {
  const blob = await api.get<Blob>(`/auth/live-sessions/${id}/invite.ics`, { responseType: 'blob' as 'json', headers: { Accept: 'text/calendar' } });
  saveBlob(blob, `live-session-${id}.ics`);
}

export const listOrganisedLiveSessions = (query: { page?: number; per_page?: number } = {}) => api.get<List<OrganisedLiveSession>>('/admin/live-sessions', { query });
export const liveAudiences = () => api.get<Item<LiveAudienceChoices>>('/admin/live-sessions/audiences');
export const createLiveSession = (body: LiveSessionInput) => api.post<Item<OrganisedLiveSession>>('/admin/live-sessions', body);
export const updateLiveSession = (id: number, body: LiveSessionUpdate) => api.put<Item<OrganisedLiveSession>>(`/admin/live-sessions/${id}`, body);
export const cancelLiveSession = (id: number) => api.post<Item<OrganisedLiveSession>>(`/admin/live-sessions/${id}/cancel`);
export const markLiveAttendance = (id: number, body: LiveAttendance) => api.put<Item<OrganisedLiveSession>>(`/admin/live-sessions/${id}/attendance`, body);
export const setLiveRecording = (id: number, body: LiveRecording) => api.put<Item<OrganisedLiveSession>>(`/admin/live-sessions/${id}/recording`, body);
