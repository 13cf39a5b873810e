import './plain/plain.css';

/** The heading shown over "Loading…" for an address, when the page is known before its code is: Home. */
export const loadingHeading = (pathname: string): string | null => (pathname === '/' ? 'Home' : null);

/**
 * What shows while a page's code loads (a fraction of a second): a quiet "Loading…" in plain HTML rather
 * than antd Spin, so that it needs no antd code at all (the sign-in page loads none). With a heading, the
 * user sees where they are going rather than a bare word on an empty page.
 */
export const Loading = ({ heading = null }: { heading?: string | null }) => (
  <div role="status" aria-live="polite" className="plain plain-status">
    {heading ? <h2 className="plain-status-heading">{heading}</h2> : null}
    Loading…
  </div>
);

/** Loading for the page at the current address (read when drawn: the frame that knows the router is not loaded yet). */
export const PageLoading = () => <Loading heading={loadingHeading(window.location.pathname)} />;
