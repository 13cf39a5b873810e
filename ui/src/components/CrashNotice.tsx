import { Component, lazy, Suspense, type ReactNode } from 'react';

// antd Result arrives only when something has failed: it stays out of every page's first load.
const AppCrash = lazy(() => import('./AppCrash.tsx'));

/** Shown if even the crash page's code cannot load (offline, or a redeploy removed it). */
const PlainCrash = () => (
  <div role="alert" style={{ padding: 48, textAlign: 'center', fontFamily: 'sans-serif' }}>
    <h2>This screen stopped working</h2>
    <p>Values already submitted are saved. Reload to carry on.</p>
    <button type="button" onClick={() => window.location.reload()}>
      Reload
    </button>
  </div>
);

class LoadOrPlain extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <PlainCrash /> : this.props.children);
}

/** The crash message with its Reload button: antd Result when its code loads, plain HTML otherwise. */
export const CrashNotice = () => (
  <LoadOrPlain>
    <Suspense fallback={null}>
      <AppCrash />
    </Suspense>
  </LoadOrPlain>
);
