// Telling the member what they just earned (docs/rules/rewards.md, "Announcements"): a notification
// of type `achievements` for each new badge and for a new level, through the notification service,
// inside the same transaction as the earning, so the news exists exactly when the reward does.
// Points for a single lesson are not announced: they show on the points page and would only be noise.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { badgeDefinition, badgeWords } from './badge-catalogue.ts';
import { levelOf } from './points-rules.ts';
import type { Earned } from './record-learning.ts';

export async function announceRewards(tx: Db, userId: number, earned: Earned): Promise<void> {
  for (const badge of earned.badges) {
    await notify(tx, {
      userId,
      type: 'achievements',
      // The badge's name and description are the catalogue's in the member's language (badge-catalogue.ts), as everywhere.
      text: (locale) => {
        const definition = badgeDefinition(badge.key);
        const words = definition ? badgeWords(definition, locale) : { name: badge.name, description: '' };
        return { title: m.notices_badge_title({ badge: words.name }, { locale }), body: words.description };
      },
      link: '/badges',
      dedupeKey: `badge:${badge.key}`,
    });
  }
  const gained = earned.points.reduce((sum, p) => sum + p.points, 0);
  if (gained <= 0) return;
  const rows = rowsOf<{ points: number }>(await tx.execute(sql`SELECT points FROM points_totals WHERE period = 'all' AND user_id = ${userId}`));
  const total = Number(rows[0]?.points ?? 0);
  const now = levelOf(total).level;
  if (now.number > levelOf(total - gained).level.number) {
    await notify(tx, {
      userId,
      type: 'achievements',
      text: (locale) => ({
        title: m.notices_level_title({ level: levelOf(total, locale).level.name }, { locale }),
        body: m.notices_level_body({ points: total.toLocaleString(locale === 'en' ? 'en-US' : INTL_LOCALE[locale]) }, { locale }),
      }),
      link: '/points',
      dedupeKey: `level:${now.number}`,
    });
  }
}
