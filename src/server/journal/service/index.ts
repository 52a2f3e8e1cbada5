// The journal domain's only entry for routes, the account export and pages (docs/rules/journal.md).
export { allEntries, deleteEntry, exportMarkdown, lessonReflection, listEntries, moodChart, MOOD_CHART_DAYS, saveReflection, WRITTEN_AT_MAX_AGE_DAYS } from './journal.ts';
