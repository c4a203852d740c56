import './status.css';
/** Shown while a screen's code or the session loads; plain CSS so the first download stays small. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="加载中">
      <span className="page-loading__spinner" />
    </div>
  );
}
