import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { AntBoundary } from '../layout/AntBoundary.tsx';

/**
 * A dialog whose code (antd Modal, Form, Select…) loads when it is first opened rather than with the page
 * that can open it (Home and the shell draw none of it at first). Once opened it stays
 * mounted, so it closes with its animation and keeps antd Modal's behaviour; the first opening waits for
 * the chunk (a fraction of a second). Opened from a part drawn without antd, it brings antd's providers.
 */
export const lazyDialog = <P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ((props: P) => JSX.Element | null) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const OnceOpened = (props: P) => {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <AntBoundary fallback={null}>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </AntBoundary>
    );
  };
  return OnceOpened;
};
