import { hostname } from 'node:os';
import type { Server } from 'node:http';
import { storesReady, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import { startStatusServer } from '@ftr/infra/http/statusServer.ts';
import type { ReadSideStatus } from '@ftr/infra/readstore/readSide.ts';
import { projections } from '@ftr/projector/projections.ts';
import { startLeasedProjector } from '@ftr/projector/runtime/leasedProjector.ts';
import { startProjector, type RunningProjector } from '@ftr/projector/runtime/projector.ts';

/** The projector in this process: at once (embedded), or while this process holds its group's lease (distributed). */
export const startProjectorRole = (
  infra: Infrastructure,
  mode: 'inProcess' | 'leased',
  logger: { error(o: object, m?: string): void },
): Promise<RunningProjector> =>
  mode === 'inProcess'
    ? startProjector({ ...infra, projections, logger })
    : startLeasedProjector({ ...infra, projections, logger, lease: { owner: `${hostname()}:${process.pid}` } });

/**
 * A projector process has no API. With STATUS_PORT set (compose), /api/ready answers 200 while it
 * projects, or stands by on another replica's lease that is held now, with both stores answering and the
 * read side within its lag; 503 while its subscription is being retried, or while no replica holds the lease.
 */
export const startProjectorStatus = async (
  settings: Settings,
  infra: Infrastructure,
  projector: RunningProjector,
  readSide: () => Promise<ReadSideStatus>,
): Promise<Server | undefined> => {
  const { statusPort } = settings;
  if (statusPort === undefined) return undefined;
  const working = () => ['running', 'standby'].includes(projector.status().state);
  return startStatusServer({
    port: statusPort,
    host: settings.host,
    ready: async () => working() && (await storesReady(infra)),
    followers: () => [projector.status()],
    readSide,
  });
};
