// Captions and subtitles of a lesson's audio and video (docs/rules/studio.md, "Captions"): the
// languages an author can choose (BCP 47 codes, a short list so the player's menu reads well) and the
// shapes the studio sends and the player receives. Shared by the server, the islands and tests.
import { z } from './zod.ts';

export const CAPTION_LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  uk: 'Українська',
  ar: 'العربية',
  hi: 'हिन्दी',
  ja: '日本語',
  'zh-Hans': '中文（简体）',
} as const;
export type CaptionLanguage = keyof typeof CAPTION_LANGUAGES;
export const CAPTION_LANGUAGE_CODES = Object.keys(CAPTION_LANGUAGES) as [CaptionLanguage, ...CaptionLanguage[]];
export const TRACK_KINDS = ['captions', 'subtitles'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
export const TRACKS_PER_MEDIA = 10;

/** One cue as the transcript shows it: seconds from the start, plain text. */
export const CueSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TranscriptCue = z.infer<typeof CueSchema>;

/** A track as the studio shows it on a lesson's audio or video. */
export const StudioTrackSchema = z.object({
  media_id: z.number().int(),
  language: z.enum(CAPTION_LANGUAGE_CODES),
  label: z.string(),
  kind: z.enum(TRACK_KINDS),
  default: z.boolean(),
  url: z.string(),
  cue_count: z.number().int(),
});
export type StudioTrack = z.infer<typeof StudioTrackSchema>;

/** A track as the player gets it: the <track> element's attributes and the transcript's cues. */
export const PlayerTrackSchema = z.object({
  src: z.string().meta({ description: 'The WebVTT file, served as text/vtt' }),
  srclang: z.enum(CAPTION_LANGUAGE_CODES),
  label: z.string(),
  kind: z.enum(TRACK_KINDS),
  default: z.boolean(),
  cues: z.array(CueSchema),
});
export type PlayerTrack = z.infer<typeof PlayerTrackSchema>;
