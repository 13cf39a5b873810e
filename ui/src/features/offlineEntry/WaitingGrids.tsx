import { Alert, Flex } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { offlineDb, type KeptGrid } from './db.ts';
import { keptGrids } from './queue.ts';
import { OFFLINE_TEXTS } from './texts.ts';

interface Props {
  readonly user: string;
  readonly site: string;
  /** A link to the grid (the page knows its paths and screen names). */
  readonly linkTo: (grid: KeptGrid) => ReactNode;
}

/**
 * The grids whose values wait on this device (typed and not submitted, e.g. a tab closed without network):
 * opening one puts its values back and sends a queued Submit.
 */
export const WaitingGrids = ({ user, site, linkTo }: Props) => {
  const [grids, setGrids] = useState<KeptGrid[]>([]);
  useEffect(() => {
    let live = true;
    void offlineDb()
      .then((db) => keptGrids(db, user, site))
      .then((found) => live && setGrids(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, site]);
  if (grids.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16, maxWidth: 560 }}
      data-testid="waiting-grids"
      title={OFFLINE_TEXTS.waitingGrids}
      description={
        <Flex vertical gap={4}>
          {grids.map((grid) => (
            <span key={grid.key}>
              {linkTo(grid)}: {OFFLINE_TEXTS.gridWaiting(grid.cells.length, grid.submission !== null)}
            </span>
          ))}
        </Flex>
      }
    />
  );
};
