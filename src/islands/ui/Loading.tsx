// The loading state islands show while their data arrives.
import { m } from '../../paraglide/messages.js';

export function Loading({ label = m.member_loading() }: { label?: string }) {
  return (
    <div className="initial-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
