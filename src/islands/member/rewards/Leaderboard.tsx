// The leaderboard: this week, this month and all time as three tabs (arrow keys move between them),
// the top 50 with ties sharing a rank, the member's own row highlighted and shown under the top 50
// when they are further down, and the switch to leave or rejoin the board (GET /v1/leaderboard).
import { useStore } from '@nanostores/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { LEADERBOARD_PERIODS, type Leaderboard as Board, type LeaderboardPeriod, type LeaderboardRow } from '../../../lib/schemas/rewards.ts';
import { DEFAULT_AVATAR } from '../../../lib/paths.ts';
import { $board, $leaderboardPeriod, choosePeriod } from '../../../stores/leaderboard.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { interpolate } from '../../ui/interpolate.tsx';
import { formatCalendarDay, formatNumber, points } from './format.ts';
import LeaderboardSwitch from './LeaderboardSwitch.tsx';
import './rewards.css';

// Built when shown, in the page's language (docs/i18n.md).
const tabLabel = (period: LeaderboardPeriod): string => ({ week: m.member_board_week, month: m.member_board_month, all: m.member_board_all })[period]();
const emptyText = (period: LeaderboardPeriod): string => ({ week: m.member_board_empty_week, month: m.member_board_empty_month, all: m.member_board_empty_all })[period]();

function caption(board: Board): string {
  if (!board.period_start) return m.member_board_caption_joined();
  if (board.period === 'month') return m.member_board_caption_month({ month: formatCalendarDay(board.period_start, { month: 'long', year: 'numeric' }) });
  return m.member_board_caption_since({ date: formatCalendarDay(board.period_start, { weekday: 'long', day: 'numeric', month: 'long' }) });
}

function Row({ row }: { row: LeaderboardRow }) {
  return (
    <tr className={row.is_me ? 'board__me' : undefined} aria-current={row.is_me ? 'true' : undefined}>
      <td className="board__rank">{row.rank}</td>
      <td>
        <span className="board__who">
          <img className="board__avatar" src={row.avatar_url || DEFAULT_AVATAR} alt="" width={36} height={36} loading="lazy" />
          <span>
            {row.name}
            {row.is_me ? ` ${m.member_board_you()}` : null}
          </span>
        </span>
      </td>
      <td className="num">{formatNumber(row.points)}</td>
    </tr>
  );
}

function BoardTable({ board }: { board: Board }) {
  const meInTop = board.rows.some((r) => r.is_me);
  if (board.rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{emptyText(board.period)}</p>
        <a className="btn btn--primary" href={localizePath('/my-courses')}>
          {m.member_continue_learning()}
        </a>
      </div>
    );
  }
  return (
    <table className="board">
      <caption>{caption(board)}</caption>
      <thead>
        <tr>
          <th scope="col">{m.member_board_rank()}</th>
          <th scope="col">{m.member_board_member()}</th>
          <th scope="col" className="num">
            {m.member_board_points()}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.rows.map((row) => (
          <Row key={row.user_id} row={row} />
        ))}
      </tbody>
      {board.me && !meInTop ? (
        <tbody>
          <tr className="board__gap">
            <td colSpan={3}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{m.member_board_your_place()}</span>
            </td>
          </tr>
          <Row row={board.me} />
        </tbody>
      ) : null}
    </table>
  );
}

function Standing({ board }: { board: Board }) {
  if (board.hidden) return <p className="board__standing">{m.member_board_hidden()}</p>;
  if (!board.me) return <p className="board__standing">{m.member_board_earn()}</p>;
  const me = board.me;
  const shared = board.rows.some((r) => !r.is_me && r.rank === me.rank);
  return (
    <p className="board__standing">
      {interpolate((p) => m.member_board_standing(p), {
        place: <strong>{m.member_board_number({ rank: me.rank })}</strong>,
        shared: shared ? ` ${m.member_board_shared()}` : '',
        points: points(me.points),
      })}
    </p>
  );
}

function LeaderboardContent() {
  const period = useStore($leaderboardPeriod);
  const board = useQuery($board).data?.data;
  const tabs = useRef<Partial<Record<LeaderboardPeriod, HTMLButtonElement | null>>>({});
  const id = useId();

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const i = LEADERBOARD_PERIODS.indexOf(period);
    const last = LEADERBOARD_PERIODS.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = LEADERBOARD_PERIODS[next]!;
    choosePeriod(target);
    tabs.current[target]?.focus();
  }

  return (
    <>
      <h1>{m.member_board_heading()}</h1>
      <p className="muted rewards-intro">{m.member_board_intro()}</p>
      <LeaderboardSwitch />
      <div className="tabs" role="tablist" aria-label={m.member_board_period()}>
        {LEADERBOARD_PERIODS.map((p) => (
          <button
            key={p}
            ref={(el) => {
              tabs.current[p] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${p}`}
            aria-selected={p === period}
            aria-controls={`${id}-panel`}
            tabIndex={p === period ? 0 : -1}
            className="tabs__tab"
            onClick={() => choosePeriod(p)}
            onKeyDown={onKeyDown}
          >
            {tabLabel(p)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${period}`} tabIndex={0} className="card board-wrap">
        {board ? (
          <>
            <Standing board={board} />
            <BoardTable board={board} />
          </>
        ) : (
          <Loading />
        )}
      </div>
    </>
  );
}

export default function Leaderboard() {
  return (
    <ErrorBoundary>
      <LeaderboardContent />
    </ErrorBoundary>
  );
}
