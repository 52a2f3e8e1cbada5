// /studio/surveys (docs/rules/studio.md, "Site surveys"): each site survey with its NPS, the chart of
// answers per score (drawn by the server) and the same figures as a table, then its latest answers.
import { useState } from 'react';
import type { StudioSurvey } from '../../lib/schemas/studio-business.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { ExportButton } from './ExportButton.tsx';
import { formatTime } from './format.tsx';
import { StudioGate } from './StudioGate.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { $surveys, surveyAnswersStore } from './surveys-store.ts';

function Answers({ id }: { id: number }) {
  const [$answers] = useState(() => surveyAnswersStore(id));
  const { data } = useQuery($answers);
  if (!data) return <Loading />;
  if (!data.data.length) return <p className="muted">No answers yet.</p>;
  return (
    <ScrollRegion label="Latest answers table">
      <table className="data-table">
        <caption>Latest answers ({data.meta.total} in all)</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Member</th>
            <th scope="col">Score</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((a) => (
            <tr key={a.id}>
              <td>{formatTime(a.answered_at)}</td>
              <td>{a.member.name}</td>
              <td>{a.score}</td>
              <td>{a.comment || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Survey({ s }: { s: StudioSurvey }) {
  const heading = `survey-${s.id}`;
  return (
    <section className="card studio-chart" aria-labelledby={heading} data-survey={s.slug}>
      <h2 id={heading}>{s.question}</h2>
      <p className="studio-nps" data-nps>
        NPS: <strong>{s.nps.score ?? '–'}</strong> from {s.nps.responses} {s.nps.responses === 1 ? 'answer' : 'answers'} ({s.nps.promoters} {s.nps.promoters === 1 ? 'promoter' : 'promoters'},{' '}
        {s.nps.passives} {s.nps.passives === 1 ? 'passive' : 'passives'}, {s.nps.detractors} {s.nps.detractors === 1 ? 'detractor' : 'detractors'}; {s.dismissed} dismissed)
      </p>
      <div className="studio-chart__body">
        {/* Drawn by the server (src/lib/charts/nps-bars.ts) from counts and escaped text. */}
        <figure className="studio-chart__figure" dangerouslySetInnerHTML={{ __html: s.svg }} />
        <table className="data-table studio-chart__table">
          <caption className="visually-hidden">Answers per score</caption>
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Answers</th>
            </tr>
          </thead>
          <tbody>
            {s.distribution.map((n, score) => (
              <tr key={score}>
                <td>{score}</td>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Answers id={s.id} />
      {s.nps.responses > 0 ? (
        <div className="studio-actions">
          <ExportButton path={`/admin/surveys/${s.id}/answers.csv`} name={`survey-${s.slug}`} label="Download every answer as CSV" />
        </div>
      ) : null}
    </section>
  );
}

function SurveysContent() {
  const { data } = useQuery($surveys);
  if (!data) return <Loading />;
  return <div data-ready="">{data.data.length ? data.data.map((s) => <Survey key={s.id} s={s} />) : <p className="muted">No site surveys.</p>}</div>;
}

export default function Surveys() {
  return (
    <StudioGate>
      <h1>Site surveys</h1>
      <SurveysContent />
    </StudioGate>
  );
}
