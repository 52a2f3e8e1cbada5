// The tasks domain's only entry for routes, pages, scripts and other domains (ARCHITECTURE.md;
// docs/rules/task-review.md): the reviewers' queues, one submission with its history, the decision
// and the submission's file.
export { decideTaskSubmission } from './decide.ts';
export { taskSubmissionFile } from './file.ts';
export { mentorTaskQueue, studioTaskQueue } from './queue.ts';
export { getTaskSubmission } from './submission.ts';
