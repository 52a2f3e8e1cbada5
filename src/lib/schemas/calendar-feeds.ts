// Responses of the member's calendar feed (docs/rules/calendar-feeds.md): whether the private .ics
// address exists and since when, and the address itself, which is answered once, when it is made.
import { z } from './zod.ts';

export const CalendarFeedStateSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Whether the member has a feed address now' }),
    created_at: z.string().nullable().meta({ description: 'When the current address was made (null while off)' }),
    time_zone: z.string().meta({ description: 'The zone the practices’ times are written in: the profile’s, UTC until the browser sends one', example: 'Europe/Berlin' }),
  })
  .meta({ id: 'CalendarFeedState' });
export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;

export const CalendarFeedLinkSchema = CalendarFeedStateSchema.extend({
  url: z.string().meta({ description: 'The private https address of the .ics feed; shown this once', example: 'https://wellspring.example/v1/calendar/wsc_…/wellspring.ics' }),
  webcal_url: z.string().meta({ description: 'The same address as webcal://, which opens the calendar app to subscribe', example: 'webcal://wellspring.example/v1/calendar/wsc_…/wellspring.ics' }),
}).meta({ id: 'CalendarFeedLink' });
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;
