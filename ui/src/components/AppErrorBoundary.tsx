import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashNotice } from './CrashNotice.tsx';

/**
 * The top-level error boundary: anything that fails to render outside the routes' own errorElement
 * (the providers, the router itself) shows the crash notice with a Reload button, not a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError = () => ({ failed: true });

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render = () => (this.state.failed ? <CrashNotice /> : this.props.children);
}
