import { useRouteError } from 'react-router-dom';
import { CrashNotice } from '../components/CrashNotice.tsx';
import '../layout/plain/plain.css';
import { isChunkLoadFailure } from './chunkLoad.ts';

export const NEW_VERSION_TITLE = 'A new version is available — reload';

/**
 * The route tree's error element. Pages load on demand; after a redeploy the chunk a page
 * names may be gone (hashed file names), and the import fails: offer a reload (the new index.html names the
 * new chunks) rather than a blank page, in plain HTML (no chunk to load, no antd: /login has none). Any other error shows the
 * crash notice (antd Result, loaded then) with the same way out.
 */
export const RouteError = () => {
  const error = useRouteError();
  if (!isChunkLoadFailure(error)) {
    console.error('A page failed', error);
    return (
      <div data-testid="route-error">
        <CrashNotice />
      </div>
    );
  }
  return (
    <div className="plain plain-notice" role="alert" data-testid="new-version">
      <h4 className="plain-heading4">{NEW_VERSION_TITLE}</h4>
      <span className="plain-secondary">This page could not load its code; reloading fetches the new version.</span>
      <button type="button" className="plain-button plain-button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
};
