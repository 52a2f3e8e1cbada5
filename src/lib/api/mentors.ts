// Typed client functions for the mentor API (docs/rules/mentors.md).
import type { User } from '../schemas/accounts.ts';
import type {
  AssignRequest,
  Assignment,
  RemoveAssignmentRequest,
  Group,
  GroupRequest,
  Invitee,
  InviteRequest,
  InviteResult,
  InvitationStatus,
  MentorCourses,
  MentorHome,
  Person,
  Recommendation,
  RecommendationRequest,
  RequestedInvite,
} from '../schemas/mentors.ts';
import { api, type Item } from './client.ts';

export const agreeToMentorTerms = () => api.post<Item<User>>('/mentors/agree');
export const getMentorHome = () => api.get<Item<MentorHome>>('/mentors/home');

export const invite = (body: InviteRequest) => api.post<Item<InviteResult>>('/mentors/invite', body);
export const remindInvitee = (id: number) => api.post<Item<Invitee>>('/mentors/inviteReminder', { id });
export const listInvitees = (status?: InvitationStatus) => api.get<Item<Invitee[]>>('/mentors/invitees', { query: status ? { status } : {} });
export const removeInvitee = (id: number) => api.delete<Item<Invitee>>(`/mentors/invitees/${id}`);

export const listRequested = () => api.get<Item<RequestedInvite[]>>('/mentors/requested');
export const acceptInvite = (id: number) => api.post<Item<{ id: number; status: 'accepted' }>>(`/mentors/acceptInvite/${id}`);
export const rejectInvite = (id: number) => api.post<Item<{ id: number; status: 'declined' }>>(`/mentors/rejectInvite/${id}`);

export const searchMentees = (search: string) => api.get<Item<Person[]>>('/mentors/users', { query: search ? { search } : {} });

export const listGroups = () => api.get<Item<Group[]>>('/mentors/groups');
export const getGroup = (id: number) => api.get<Item<Group>>(`/mentors/groups/${id}`);
export const createGroup = (body: GroupRequest) => api.post<Item<Group>>('/mentors/groups', body);
export const updateGroup = (id: number, body: GroupRequest) => api.put<Item<Group>>(`/mentors/groups/${id}`, body);
export const deleteGroup = (id: number) => api.delete<Item<Group>>(`/mentors/groups/${id}`);

export const listRecommendations = () => api.get<Item<Recommendation[]>>('/mentors/courseRecommendations');
export const getRecommendation = (id: number) => api.get<Item<Recommendation>>(`/mentors/courseRecommendations/${id}`);
export const createRecommendation = (body: RecommendationRequest) => api.post<Item<Recommendation>>('/mentors/courseRecommendations', body);
export const updateRecommendation = (id: number, body: RecommendationRequest) => api.put<Item<Recommendation>>(`/mentors/courseRecommendations/${id}`, body);
export const deleteRecommendation = (id: number) => api.delete<Item<Recommendation>>(`/mentors/courseRecommendations/${id}`);

export const getMentorCourses = () => api.get<Item<MentorCourses>>('/mentors/courses');
export const assignCourse = (body: AssignRequest) => api.post<Item<Assignment[]>>('/mentors/courses/assign', body);
export const removeAssignment = (body: RemoveAssignmentRequest) => api.post<Item<Assignment>>('/mentors/courses/remove', body);
