import type { DataScreenDto, HourMode } from '@ftr/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { KeptGrid } from '../../../features/offlineEntry/db.ts';
import { gridPath } from '../paths.ts';

/** A grid with values kept on the device, named by its screen, operation and date, linked to the address it was open at. */
export const waitingGridLink =
  (screens: readonly DataScreenDto[], hourMode: HourMode) =>
  (grid: KeptGrid): ReactNode => {
    const screen = screens.find((s) => s.ID === grid.screenId);
    const name = `${screen?.DESCRIPTION ?? `Screen ${grid.screenId}`} · ${grid.operation} · ${grid.date}`;
    const path =
      grid.path ??
      (screen
        ? gridPath({ screenId: grid.screenId, operation: grid.operation, type: screen.SCREEN_TYPE, date: grid.date, hourMode })
        : null);
    return path ? <Link to={path}>{name}</Link> : name;
  };
