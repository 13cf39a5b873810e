// The wallboards of the live bench, in a worker thread: like real wallboards they do not share the
// server's event loop. A second instance with no boards is the writer (POST /data), so the writer's
// reply is timed off the server's loop too. Times are epoch milliseconds (timeOrigin + now), comparable across threads.
import { parentPort } from 'node:worker_threads';
import { io as connect, type Socket } from 'socket.io-client';
import { AUTH_HEADER, type ChangeNotice, type DataRow, type LiveJoinRequest, type LiveValuesPush } from '@ftr/contracts';
import type { JoinAck } from '@ftr/query-service/live/socketServer.ts';

type Board = Socket<
  { liveValues(payload: LiveValuesPush): void; change(notice: ChangeNotice): void },
  { liveJoin(request: LiveJoinRequest, ack: (result: JoinAck) => void): void }
>;

export type BoardsRequest =
  /** Adds `count` boards, spread over the servers' urls in turn (query replicas); may be sent again to add more. */
  | { kind: 'start'; urls: string[]; token: string; screenId: number; count: number }
  /** Disconnects every board after the first `keep`. */
  | { kind: 'trim'; keep: number }
  | { kind: 'write'; id: number; url: string; token: string; body: unknown }
  | {
      kind: 'expect';
      id: number;
      mode: 'push' | 'refetch';
      code: string;
      date: string;
      hour: number;
      value: number;
      rangeUrl: string;
      timeoutMs: number;
    }
  | { kind: 'stop' };
export type BoardsReply =
  | { kind: 'ready' }
  | { kind: 'trimmed' }
  | { kind: 'failed'; error: string }
  | { kind: 'armed'; id: number }
  | { kind: 'landed'; id: number; times: (number | null)[] }
  | { kind: 'written'; id: number; sent: number; answered: number };

export const epochNow = (): number => performance.timeOrigin + performance.now();

const boards: Board[] = [];
let server = { url: '', token: '' };

const open = async (url: string, screenId: number): Promise<void> => {
  const board: Board = connect(url, {
    path: '/socket.io',
    auth: { token: server.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  boards.push(board);
  await new Promise<void>((resolve, reject) => {
    board.once('connect', () => resolve());
    board.once('connect_error', reject);
  });
  const ack = await new Promise<JoinAck>((resolve) => board.emit('liveJoin', { site: 'BA', screenId }, resolve));
  if (!ack.ok) throw new Error(`a wallboard could not join: ${ack.error ?? ''}`);
};

/** When one board holds the value: from the push itself, or from the refetch a 'change' notice starts. */
const watch = (board: Board, want: Extract<BoardsRequest, { kind: 'expect' }>, done: () => void): (() => void) => {
  if (want.mode === 'push') {
    const onValues = (push: LiveValuesPush) => {
      if (push.values.some((d) => d.CODE === want.code && d.FTR_DATE === want.date && d.HOURS[String(want.hour)] === want.value)) done();
    };
    board.on('liveValues', onValues);
    return () => board.off('liveValues', onValues);
  }
  let finished = false;
  const onChange = (notice: ChangeNotice) => {
    if (finished || !notice.changes.some((c) => c.collection === 'parameterValues')) return;
    void fetch(`${server.url}/api${want.rangeUrl}`, { headers: { [AUTH_HEADER]: server.token } })
      .then((response) => response.json() as Promise<DataRow[]>)
      .then((rows) => {
        if (!finished && rows.some((row) => row.FTR_DATE === want.date && row.FTR_HOUR === want.hour && row[want.code] === want.value)) {
          finished = true;
          done();
        }
      });
  };
  board.on('change', onChange);
  return () => board.off('change', onChange);
};

const expect = (want: Extract<BoardsRequest, { kind: 'expect' }>): Promise<(number | null)[]> =>
  Promise.all(
    boards.map(
      (board) =>
        new Promise<number | null>((resolve) => {
          const finish = (at: number | null) => {
            clearTimeout(timer);
            stop();
            resolve(at);
          };
          const timer = setTimeout(() => finish(null), want.timeoutMs);
          const stop = watch(board, want, () => finish(epochNow()));
        }),
    ),
  );

const reply = (message: BoardsReply) => parentPort?.postMessage(message);

parentPort?.on('message', (request: BoardsRequest) => {
  switch (request.kind) {
    case 'start':
      server = { url: request.urls[0] ?? '', token: request.token };
      void (async () => {
        for (let i = 0; i < request.count; i += 1) await open(request.urls[i % request.urls.length] ?? '', request.screenId);
      })().then(
        () => reply({ kind: 'ready' }),
        (error: unknown) => reply({ kind: 'failed', error: error instanceof Error ? error.message : String(error) }),
      );
      break;
    case 'expect': {
      // The listeners are attached synchronously: once 'armed' is sent, no value can slip past them.
      const landed = expect(request);
      reply({ kind: 'armed', id: request.id });
      void landed.then((times) => reply({ kind: 'landed', id: request.id, times }));
      break;
    }
    case 'trim':
      for (const board of boards.splice(request.keep)) board.disconnect();
      reply({ kind: 'trimmed' });
      break;
    case 'write': {
      const sent = epochNow();
      void fetch(`${request.url}/api/data`, {
        method: 'POST',
        headers: { [AUTH_HEADER]: request.token, 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      }).then(
        async (response) => {
          const text = await response.text();
          const answered = epochNow();
          if (response.status !== 200) reply({ kind: 'failed', error: `POST /data: ${response.status} ${text}` });
          else reply({ kind: 'written', id: request.id, sent, answered });
        },
        (error: unknown) => reply({ kind: 'failed', error: error instanceof Error ? error.message : String(error) }),
      );
      break;
    }
    case 'stop':
      for (const board of boards) board.disconnect();
      parentPort?.close();
      break;
  }
});
