import './plain/plain.css';

/**
 * What shows while a page's code loads (a fraction of a second): a quiet "Loading…" in plain HTML rather
 * than antd Spin, so that it needs no antd code at all (issue 18 item 13: the sign-in page loads none).
 */
export const Loading = () => (
  <div role="status" aria-live="polite" className="plain plain-status">
    Loading…
  </div>
);
