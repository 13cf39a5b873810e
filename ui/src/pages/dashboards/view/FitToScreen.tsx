import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shrinks its content to the room it is given, never enlarging it: a kiosk screen shows every panel and
 * never scrolls. The content keeps its width (so it does not reflow and the scale settles in one step) and
 * is scaled from the top centre; the scale follows the content's and the room's sizes as they change.
 */
export const FitToScreen = ({ children }: { children: ReactNode }) => {
  const room = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const outer = room.current;
    const inner = content.current;
    if (!outer || !inner) return undefined;
    const fit = () => {
      const natural = inner.offsetHeight;
      setScale(natural > outer.clientHeight && natural > 0 ? outer.clientHeight / natural : 1);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={room} data-testid="kiosk-room" style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
      <div ref={content} data-scale={scale.toFixed(3)} style={{ transform: `scale(${scale})`, transformOrigin: 'top center' }}>
        {children}
      </div>
    </div>
  );
};
