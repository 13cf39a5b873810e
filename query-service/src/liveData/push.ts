// Live push: new values reach wallboards the moment they are projected. Each instance
// reads the changed values documents once per notice and emits them to its own live rooms; the notice
// itself (and so the Redis payload in distributed mode) stays as small as before.
import {
  ERRORS,
  LIVE_DATA_EVENTS,
  LiveJoinRequest,
  hasFlag,
  mayReachSite,
  liveRoom,
  type LiveLabelsPush,
  type LiveValuesPush,
  type Site,
} from '@ftr/contracts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { batchNoticesPerTurn, mergeNotices } from '../live/noticeBatches.ts';
import type { JoinAck, LiveLogger, LiveServer, LiveSocket } from '../live/socketServer.ts';
import { ccfStatuses } from './columns.ts';
import { changedCcfIds, changedValueIds, liveRoomsOf, planLabelPushes, planPushes, type LiveRoomRef } from './pushPlan.ts';
import { mayWatchLiveScreen } from './screens.ts';

declare module '../live/liveTypes.ts' {
  interface ServerToClientEvents {
    liveValues(payload: LiveValuesPush): void;
    liveLabels(payload: LiveLabelsPush): void;
  }
  interface ClientToServerEvents {
    /** Watch one live screen (leaving any other): needs LIVE_DATA, the site, and the screen's read access level. */
    liveJoin(request: LiveJoinRequest, ack?: (result: JoinAck) => void): void;
  }
}

export interface LivePushOptions {
  io: LiveServer;
  noticeBus: NoticeBus;
  readStore: ReadStore;
  logger?: LiveLogger;
}

/** Handles 'liveJoin' and pushes 'liveValues' and 'liveLabels'; answers a close that stops the pushes. */
export const attachLivePush = async ({ io, noticeBus, readStore, logger }: LivePushOptions): Promise<{ close(): Promise<void> }> => {
  const join = async (socket: LiveSocket, request: unknown): Promise<JoinAck> => {
    const parsed = LiveJoinRequest.safeParse(request);
    if (!parsed.success) return { ok: false, error: 'invalid request' };
    const { site, screenId } = parsed.data;
    const { claims } = socket.data;
    if (!hasFlag(claims.flags, 'LIVE_DATA')) return { ok: false, error: ERRORS.forbidden };
    if (!mayReachSite(claims, site)) return { ok: false, error: ERRORS.wrongSite };
    if (!(await mayWatchLiveScreen(readStore, claims, site, screenId))) return { ok: false, error: 'forbidden' };
    const target = liveRoom(site, screenId);
    for (const room of socket.rooms) if (room.startsWith('live:') && room !== target) await socket.leave(room);
    await socket.join(target);
    return { ok: true };
  };

  io.on('connection', (socket) => {
    socket.on(LIVE_DATA_EVENTS.join, (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      join(socket, request).then(reply, (err: unknown) => {
        logger?.warn({ err, user: socket.data.claims.sub }, 'live join failed');
        reply({ ok: false, error: 'unavailable' });
      });
    });
  });

  const screensOf = (rooms: readonly LiveRoomRef[]) =>
    readStore.getMany<DataScreenDoc>(DATA_SCREENS_COLLECTION, [...new Set(rooms.map((r) => String(r.screenId)))]);

  const pushValues = async (notice: ChangeNotice, rooms: readonly LiveRoomRef[]): Promise<void> => {
    const changed = changedValueIds(notice);
    const watched = rooms.filter((r) => changed.has(r.site));
    if (watched.length === 0) return;
    const [screens, docs] = await Promise.all([
      screensOf(watched),
      readStore.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, [...changed.values()].flat()),
    ]);
    for (const { room, payload } of planPushes(notice.position, watched, changed, screens, docs)) {
      io.local.to(room).emit(LIVE_DATA_EVENTS.values, payload);
    }
  };

  // A CCF moved: the parameters it concerns get their label as the heading now reads it.
  const pushLabels = async (notice: ChangeNotice, rooms: readonly LiveRoomRef[]): Promise<void> => {
    const changed = changedCcfIds(notice);
    const watched = rooms.filter((r) => changed.has(r.site));
    if (watched.length === 0) return;
    const sites = [...new Set(watched.map((r) => r.site))];
    const [screens, ccfs, statuses] = await Promise.all([
      screensOf(watched),
      readStore.getMany<CcfDoc>(
        CCFS_COLLECTION,
        sites.flatMap((site) => changed.get(site) ?? []),
      ),
      Promise.all(sites.map(async (site) => [site, await ccfStatuses(readStore, site)] as const)),
    ]);
    const parameters = new Map<Site, Set<string>>();
    for (const doc of ccfs.values()) parameters.set(doc.SITE, new Set([...(parameters.get(doc.SITE) ?? []), doc.PARAMETER]));
    for (const { room, payload } of planLabelPushes(notice.position, watched, parameters, screens, new Map(statuses))) {
      io.local.to(room).emit(LIVE_DATA_EVENTS.labels, payload);
    }
  };

  const push = async (notice: ChangeNotice): Promise<void> => {
    const rooms = liveRoomsOf(io.of('/').adapter.rooms.keys());
    if (rooms.length === 0) return;
    await Promise.all([pushValues(notice, rooms), pushLabels(notice, rooms)]);
  };
  // After the publishing turn, that turn's notices as one (noticeBatches.ts): the write answers first.
  const batches = batchNoticesPerTurn((notices) => {
    push(mergeNotices(notices)).catch((err: unknown) => logger?.warn({ err }, 'live push failed'));
  });
  const unsubscribe = await noticeBus.subscribe(batches.add);
  return {
    async close() {
      await unsubscribe();
      batches.cancel();
    },
  };
};
