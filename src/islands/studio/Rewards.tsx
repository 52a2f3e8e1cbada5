// /studio/rewards (docs/rules/studio.md, "Rewards rules"): what each action pays (editable, with its
// default), and the badge catalogue with how each badge is earned (read-only).
import { useState, type FormEvent } from 'react';
import { toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $rewardsRules, savePoints } from './rewards-store.ts';
import { StudioGate } from './StudioGate.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

const words = (reason: string) => reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function PointsRow({ reason, points, fallback }: { reason: string; points: number; fallback: number }) {
  const [value, setValue] = useState(String(points));
  const id = `points-${reason}`;
  async function save(e: FormEvent) {
    e.preventDefault();
    await savePoints(reason, Number(value));
    toast(`${words(reason)}: ${value} points from now on.`, 'success');
  }
  return (
    <tr>
      <th scope="row">
        <label htmlFor={id}>{words(reason)}</label>
      </th>
      <td>
        <form className="studio-inline-form" onSubmit={save}>
          <input id={id} className="input" type="number" min={0} max={1000} value={value} onChange={(e) => setValue(e.target.value)} />
          <button type="submit" className="btn" disabled={Number(value) === points}>
            Save <span className="visually-hidden">{words(reason)}</span>
          </button>
        </form>
      </td>
      <td>{fallback}</td>
    </tr>
  );
}

function RewardsContent() {
  const { data } = useQuery($rewardsRules);
  if (!data) return <Loading />;
  const r = data.data;
  return (
    <div data-ready="">
      <section aria-labelledby="points-heading">
        <h2 id="points-heading">Points per action</h2>
        <p className="muted">A change applies to the next award; points already paid stay.</p>
        <ScrollRegion label="Points per action table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Points</th>
                <th scope="col">Default</th>
              </tr>
            </thead>
            <tbody>
              {r.points.map((p) => (
                <PointsRow key={`${p.reason}-${p.points}`} reason={p.reason} points={p.points} fallback={p.default_points} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <section aria-labelledby="badges-heading">
        <h2 id="badges-heading">Badges</h2>
        <ScrollRegion label="Badges table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Badge</th>
                <th scope="col">How it is earned</th>
              </tr>
            </thead>
            <tbody>
              {r.badges.map((b) => (
                <tr key={b.key}>
                  <td>{b.name}</td>
                  <td>{b.criteria}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}

export default function Rewards() {
  return (
    <StudioGate>
      <h1>Rewards</h1>
      <RewardsContent />
    </StudioGate>
  );
}
