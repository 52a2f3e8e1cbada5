// The loading state islands show while their data arrives.
export function Loading({ label = 'loading...' }: { label?: string }) {
  return (
    <div className="initial-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
