import type { ExportProgress } from '@ftr/contracts';
import { createProgressRelay, PROGRESS_AFTER_MS, PROGRESS_EVERY_MS, throttledProgress } from './progress.ts';

describe('export progress', () => {
  it('stays silent for the first seconds, then sends at most every PROGRESS_EVERY_MS, and always the last step', () => {
    let clock = 1_000;
    const sent: ExportProgress[] = [];
    const progress = throttledProgress(
      (p) => sent.push(p),
      'export-1',
      () => clock,
    );
    progress(1, 10);
    clock += PROGRESS_AFTER_MS - 1;
    progress(2, 10);
    expect(sent).toEqual([]);
    clock += 1;
    progress(3, 10);
    clock += PROGRESS_EVERY_MS - 1;
    progress(4, 10);
    clock += 1;
    progress(5, 10);
    progress(10, 10);
    expect(sent).toEqual([
      { exportId: 'export-1', done: 3, total: 10 },
      { exportId: 'export-1', done: 5, total: 10 },
      { exportId: 'export-1', done: 10, total: 10 },
    ]);
  });

  it('sends from the first step when told to wait 0 ms (browser tests), still throttled', () => {
    const sent: number[] = [];
    const progress = throttledProgress(
      (p) => sent.push(p.done),
      'export-2',
      () => 5_000,
      0,
    );
    progress(1, 10);
    progress(2, 10);
    progress(10, 10);
    expect(sent).toEqual([1, 10]);
  });

  it('goes to the requester’s room once the socket server is attached', () => {
    const relay = createProgressRelay();
    const emitted: [string, string, ExportProgress][] = [];
    relay.send('alice', { exportId: 'x', done: 1, total: 2 });
    relay.attach((room, event, p) => emitted.push([room, event, p]));
    relay.send('alice', { exportId: 'x', done: 2, total: 2 });
    expect(emitted).toEqual([['user:alice', 'exportProgress', { exportId: 'x', done: 2, total: 2 }]]);
  });
});
