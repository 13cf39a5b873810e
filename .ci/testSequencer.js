// The fault suite first, beside the unit tier (one light process at a time, so the suite's processes, which
// are timed against recovery bounds, share the cores with the least), then int, then e2e (a server and a
// browser or processes per file). Within a tier the longest first, so neither worker is left with a long file
// at the end: by jest's timing of the last run where it has one, else by file size. (jest alone orders by
// size on a clean clone, which put the fault suite, a short file that runs for minutes, last.)
import Sequencer from '@jest/test-sequencer';

const Base = Sequencer.default ?? Sequencer;

const rank = (path) => {
  if (/\/faults\/[^/]+\.e2e\.test\.ts$/.test(path)) return 0;
  if (/\.unit\.test\.tsx?$/.test(path)) return 1;
  if (/\.int\.test\.tsx?$/.test(path)) return 2;
  return 3;
};

export default class LongestFirst extends Base {
  sort(tests) {
    const key = (test) => {
      const time = this.time(test);
      return { rank: rank(test.path), timed: time == null ? 1 : 0, length: time ?? test.context.hasteFS.getSize(test.path) ?? 0 };
    };
    const keys = new Map(tests.map((test) => [test, key(test)]));
    return [...tests].sort((a, b) => {
      const [x, y] = [keys.get(a), keys.get(b)];
      return x.rank - y.rank || x.timed - y.timed || y.length - x.length;
    });
  }
}
