// The fault suite first, beside the unit tier (one light process at a time, so the suite's processes, which
// are timed against recovery bounds, share the cores with the least). Then the browser and process files (a
// server and a browser or processes each) spread evenly among the int files, so the second worker mostly runs
// light files beside a heavy one rather than a second heavy one. Within a kind the longest first: by jest's
// timing of the last run where it has one, else by file size. (jest alone orders by size on a clean clone,
// which put the fault suite, a short file that runs for minutes, last.)
import Sequencer from '@jest/test-sequencer';

const Base = Sequencer.default ?? Sequencer;

const kind = (path) => {
  if (/\/faults\/[^/]+\.e2e\.test\.ts$/.test(path)) return 'faults';
  if (/\.unit\.test\.tsx?$/.test(path)) return 'unit';
  if (/\.int\.test\.tsx?$/.test(path)) return 'int';
  return 'e2e';
};

/** `heavy` spread evenly through `light`, both kept in their own order. */
export const spread = (heavy, light) => {
  const out = [];
  let taken = 0;
  heavy.forEach((test, i) => {
    const upTo = Math.round(((i + 1) * light.length) / (heavy.length + 1));
    out.push(test, ...light.slice(taken, upTo));
    taken = upTo;
  });
  return [...out, ...light.slice(taken)];
};

export default class FaultsFirstSpread extends Base {
  sort(tests) {
    const length = (test) => this.time(test) ?? test.context.hasteFS.getSize(test.path) ?? 0;
    const timed = (test) => (this.time(test) == null ? 1 : 0);
    const of = (name) => tests.filter((test) => kind(test.path) === name).sort((a, b) => timed(a) - timed(b) || length(b) - length(a));
    return [...of('faults'), ...of('unit'), ...spread(of('e2e'), of('int'))];
  }
}
