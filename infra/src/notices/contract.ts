import type { Site } from '@ftr/contracts';
import type { ChangeNotice, NoticeBus } from './port.ts';

/** One backend (a process, a Redis channel) that the contract opens buses on. */
export interface NoticeBusBackend {
  /** A bus on this backend. In-process: the one bus; Redis: a new bus instance with its own connections. */
  open(): NoticeBus;
  /** Closes every bus opened. */
  close(): Promise<void>;
}

export interface NoticeBusContractOptions {
  /** The `it` to register tests with (for example a Redis gate's `it`). */
  it?: (name: string, fn: () => Promise<void>) => void;
}

/** The NoticeBus contract (docs/architecture.md §3): every adapter runs it. */
export function noticeBusContract(name: string, make: () => NoticeBusBackend, options: NoticeBusContractOptions = {}): void {
  const test = options.it ?? ((title: string, fn: () => Promise<void>) => it(title, fn));

  describe(`NoticeBus contract: ${name}`, () => {
    let backend: NoticeBusBackend | undefined;
    const open = (): NoticeBus => {
      backend ??= make();
      return backend.open();
    };
    afterEach(async () => {
      await backend?.close();
      backend = undefined;
    });

    test('delivers one publish to every subscriber exactly once, changes intact', async () => {
      const bus = open();
      const [a, b] = [collector(), collector()];
      await bus.subscribe(a.handler);
      await bus.subscribe(b.handler);
      const first: ChangeNotice = {
        position: '1',
        changes: [
          { collection: 'values', id: 'v1', site: 'BA' },
          { collection: 'users', id: 'u1' },
        ],
      };
      await bus.publish(first);
      await bus.publish(notice('999999'));
      await Promise.all([a.until('999999'), b.until('999999')]);
      expect(a.received).toEqual([first, notice('999999')]);
      expect(b.received).toEqual([first, notice('999999')]);
    });

    test('preserves publish order', async () => {
      const bus = open();
      const c = collector();
      await bus.subscribe(c.handler);
      const positions = Array.from({ length: 100 }, (_, i) => String(i + 1));
      await Promise.all(positions.map((p) => bus.publish(notice(p, 'CA'))));
      await c.until('100');
      expect(c.received.map((n) => n.position)).toEqual(positions);
    });

    test('stops delivering to a handler after it unsubscribes', async () => {
      const bus = open();
      const [gone, stays] = [collector(), collector()];
      const unsubscribe = await bus.subscribe(gone.handler);
      await bus.subscribe(stays.handler);
      await bus.publish(notice('1'));
      await Promise.all([gone.until('1'), stays.until('1')]);
      await unsubscribe();
      await bus.publish(notice('2'));
      await stays.until('2');
      expect(gone.positions()).toEqual(['1']);
      expect(stays.positions()).toEqual(['1', '2']);
    });

    test('two buses on the same backend both receive one publish', async () => {
      const [first, second] = [open(), open()];
      const [a, b] = [collector(), collector()];
      await first.subscribe(a.handler);
      await second.subscribe(b.handler);
      await first.publish(notice('1', 'NE'));
      await first.publish(notice('999999'));
      await Promise.all([a.until('999999'), b.until('999999')]);
      expect(a.positions()).toEqual(['1', '999999']);
      expect(b.positions()).toEqual(['1', '999999']);
    });

    test('a throwing handler does not stop delivery to the others', async () => {
      const bus = open();
      const c = collector();
      await bus.subscribe(() => {
        throw new Error('handler failure');
      });
      await bus.subscribe(c.handler);
      await bus.publish(notice('1'));
      await bus.publish(notice('2'));
      await c.until('2');
      expect(c.positions()).toEqual(['1', '2']);
    });
  });
}

export function notice(position: string, site?: Site): ChangeNotice {
  return { position, changes: [{ collection: 'values', id: `v-${position}`, ...(site ? { site } : {}) }] };
}

/** Records notices and resolves waits on a position, so tests wait for delivery instead of sleeping. */
export function collector() {
  const received: ChangeNotice[] = [];
  const waiters: { position: string; resolve: () => void }[] = [];
  const handler = (n: ChangeNotice): void => {
    received.push(n);
    for (const w of waiters.filter((x) => x.position === n.position)) w.resolve();
  };
  const until = (position: string): Promise<void> =>
    received.some((n) => n.position === position) ? Promise.resolve() : new Promise((resolve) => waiters.push({ position, resolve }));
  return { received, handler, until, positions: () => received.map((n) => n.position) };
}
