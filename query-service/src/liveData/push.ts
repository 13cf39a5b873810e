// Live push (issue 4 item 6): new values reach wallboards the moment they are projected. Each instance
// reads the changed values documents once per notice and emits them to its own live rooms; the notice
// itself (and so the Redis payload in distributed mode) stays as small as before.
import { ERRORS, LIVE_DATA_EVENTS, LiveJoinRequest, hasFlag, isCentralOffice, liveRoom, type LiveValuesPush } from '@ftr/contracts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/projector/dataScreens/docs.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/projector/dataValues/projection.ts';
import type { JoinAck, LiveLogger, LiveServer } from '../live/socketServer.ts';
import { changedValueIds, liveRoomsOf, planPushes } from './pushPlan.ts';
import { mayWatchLiveScreen } from './screens.ts';

declare module '../live/socketServer.ts' {
  interface ServerToClientEvents {
    liveValues(payload: LiveValuesPush): void;
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

type LiveSocket = Parameters<Parameters<LiveServer['on']>[1]>[0];

/** Handles 'liveJoin' and pushes 'liveValues'; answers a close that stops the pushes. */
export const attachLivePush = async ({ io, noticeBus, readStore, logger }: LivePushOptions): Promise<{ close(): Promise<void> }> => {
  const join = async (socket: LiveSocket, request: unknown): Promise<JoinAck> => {
    const parsed = LiveJoinRequest.safeParse(request);
    if (!parsed.success) return { ok: false, error: 'invalid request' };
    const { site, screenId } = parsed.data;
    const { claims } = socket.data;
    if (!hasFlag(claims.flags, 'LIVE_DATA')) return { ok: false, error: ERRORS.forbidden };
    if (!isCentralOffice(claims.site) && site !== claims.site) return { ok: false, error: ERRORS.wrongSite };
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

  const push = async (notice: ChangeNotice): Promise<void> => {
    const changed = changedValueIds(notice);
    if (changed.size === 0) return;
    const rooms = liveRoomsOf(io.of('/').adapter.rooms.keys()).filter((r) => changed.has(r.site));
    if (rooms.length === 0) return;
    const [screens, docs] = await Promise.all([
      readStore.getMany<DataScreenDoc>(DATA_SCREENS_COLLECTION, [...new Set(rooms.map((r) => String(r.screenId)))]),
      readStore.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, [...changed.values()].flat()),
    ]);
    for (const { room, payload } of planPushes(notice.position, rooms, changed, screens, docs)) {
      io.local.to(room).emit(LIVE_DATA_EVENTS.values, payload);
    }
  };
  const unsubscribe = await noticeBus.subscribe((notice) => {
    push(notice).catch((err: unknown) => logger?.warn({ err }, 'live push failed'));
  });
  return { close: unsubscribe };
};
