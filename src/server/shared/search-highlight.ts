// Search highlights for every full-text search (courses, help articles): PostgreSQL's ts_headline
// marks the matched words with our own control characters, and highlightHtml turns those into
// <mark> after escaping, so stored text can never inject markup through a search result.
import { escapeHtml } from './escape-html.ts';

/** Marker characters ts_headline puts around matches; they cannot occur in escaped text. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';
export const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
export const SNIPPET_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** ts_headline output as safe HTML: the text is escaped first, then only our markers become <mark>. */
export function highlightHtml(headline: string): string {
  const clean = headline.replace(/[\u0000\u0003-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return escapeHtml(clean).replaceAll(HIGHLIGHT_START, '<mark>').replaceAll(HIGHLIGHT_STOP, '</mark>');
}
