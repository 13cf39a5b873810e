import { noticeBusContract, notice } from './contract.ts';
import { createInProcessNoticeBus } from './inProcess.ts';
import type { NoticeBus } from './port.ts';

const quiet = { warn: jest.fn() };

noticeBusContract('in-process', () => {
  const bus = createInProcessNoticeBus(quiet);
  return { open: () => bus, close: () => bus.close() };
});

describe('in-process notice bus', () => {
  let bus: NoticeBus;
  beforeEach(() => {
    quiet.warn.mockClear();
    bus = createInProcessNoticeBus(quiet);
  });
  afterEach(() => bus.close());

  it('calls handlers synchronously inside publish, in subscription order', async () => {
    const calls: string[] = [];
    await bus.subscribe(() => calls.push('a'));
    await bus.subscribe(() => calls.push('b'));
    const published = bus.publish(notice('1'));
    expect(calls).toEqual(['a', 'b']);
    await published;
  });

  it('logs a throwing or rejecting handler and keeps delivering', async () => {
    const seen: string[] = [];
    await bus.subscribe(() => {
      throw new Error('sync failure');
    });
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the case under test: a handler that rejects anyway
    await bus.subscribe(async () => {
      throw new Error('async failure');
    });
    await bus.subscribe((n) => seen.push(n.position));
    await bus.publish(notice('1'));
    await Promise.resolve();
    expect(seen).toEqual(['1']);
    expect(quiet.warn).toHaveBeenCalledTimes(2);
  });

  it('refuses to publish or subscribe after close', async () => {
    await bus.close();
    await expect(bus.publish(notice('1'))).rejects.toThrow('notice bus is closed');
    await expect(bus.subscribe(() => undefined)).rejects.toThrow('notice bus is closed');
  });
});
