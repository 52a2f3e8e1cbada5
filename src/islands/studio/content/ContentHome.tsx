// /studio/content (docs/rules/studio.md, "Site content"): where each kind of site content is edited.
import { StudioGate } from '../StudioGate.tsx';
import { CONTENT_SECTIONS } from './ContentNav.tsx';

export default function ContentHome() {
  return (
    <StudioGate>
      <h1>Site content</h1>
      <p>Everything here shows on the public site as soon as it is saved.</p>
      <ul className="studio-content__sections" data-ready="">
        {CONTENT_SECTIONS.map((s) => (
          <li key={s.key} className="card">
            <h2>
              <a href={s.href}>{s.label}</a>
            </h2>
            <p>{s.about}</p>
          </li>
        ))}
      </ul>
    </StudioGate>
  );
}
