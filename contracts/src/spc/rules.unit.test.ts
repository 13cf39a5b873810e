import { rulesBrokenAlong, rulesBrokenAt, SPC_RULE_WINDOW, SPC_RULES, type ControlLimits, type SpcRule } from './rules.ts';

// Fixtures built from the rule definitions (docs/spc.md) around centre 10, sigma 1: for each rule one
// series whose last point completes the rule's window and one that falls just short of it.
const limits: ControlLimits = { centre: 10, sigma: 1 };
const fixtures: Record<SpcRule, { breaks: number[]; holds: number[] }> = {
  1: { breaks: [10, 10.5, 13.1], holds: [10, 10.5, 12.9] },
  2: { breaks: [12.5, 10.2, 12.1], holds: [12.5, 10.2, 7.9] },
  3: { breaks: [11.2, 11.5, 9.8, 11.1, 11.9], holds: [11.2, 11.5, 9.8, 10.9, 11.9] },
  4: { breaks: [10.1, 10.4, 10.2, 10.9, 10.3, 10.1, 10.6, 10.2], holds: [10.1, 10.4, 10.2, 10.9, 9.7, 10.1, 10.6, 10.2] },
  5: { breaks: [9, 9.2, 9.3, 9.9, 10.4, 10.5], holds: [9, 9.2, 9.3, 9.9, 10.4, 10.4] },
  6: {
    breaks: [10, 11, 9, 11, 9, 11, 9, 11, 9, 11, 9, 11, 9, 11],
    holds: [10, 11, 9, 11, 9, 11, 9, 11, 9, 11, 9, 11, 9, 8],
  },
  7: {
    breaks: [10.1, 9.9, 10.2, 9.8, 10.5, 9.5, 10, 10.9, 9.1, 10.3, 9.7, 10.4, 9.6, 10, 10.2],
    holds: [10.1, 9.9, 10.2, 9.8, 10.5, 9.5, 10, 10.9, 9.1, 10.3, 9.7, 10.4, 9.6, 10, 11.2],
  },
  8: { breaks: [11.5, 8.5, 11.2, 8.9, 12, 8, 11.1, 8.7], holds: [11.5, 8.5, 11.2, 8.9, 12, 8, 11.1, 9.7] },
};

const last = (series: readonly number[]) => series.length - 1;

describe('rulesBrokenAt', () => {
  describe.each(SPC_RULES)('rule %i', (rule) => {
    const { breaks, holds } = fixtures[rule];

    it('is broken by the point that completes its window, naming every point of it', () => {
      expect(rulesBrokenAt(breaks, last(breaks), limits, [rule])).toEqual([
        { rule, points: breaks.map((_, i) => i).slice(-SPC_RULE_WINDOW[rule]) },
      ]);
    });

    it('holds for the series that falls short', () => {
      expect(rulesBrokenAt(holds, last(holds), limits, [rule])).toEqual([]);
    });

    it('needs its whole window: the same series without its first point breaks nothing', () => {
      const shorter = breaks.slice(1);
      expect(rule === 1 || rulesBrokenAt(shorter, last(shorter), limits, [rule]).length === 0).toBe(true);
    });

    it('is mirrored below the centre where it has a side', () => {
      const mirrored = breaks.map((v) => 20 - v);
      expect(rulesBrokenAt(mirrored, last(mirrored), limits, [rule]).map((b) => b.rule)).toEqual([rule]);
    });
  });

  it('evaluates only the rules asked for (a switched-off rule is never reported)', () => {
    expect(rulesBrokenAt(fixtures[1].breaks, 2, limits, [2, 3, 4])).toEqual([]);
  });

  it('reports every rule the newest point breaks, in rule order', () => {
    const series = [13.5, 10.2, 13.2];
    expect(rulesBrokenAt(series, 2, limits, [2, 1]).map((b) => b.rule)).toEqual([1, 2]);
  });

  it('judges only windows ending at the point asked about', () => {
    const series = [...fixtures[1].breaks, 10];
    expect(rulesBrokenAt(series, last(series), limits, [1])).toEqual([]);
    expect(rulesBrokenAt(series, 2, limits, [1])).toEqual([{ rule: 1, points: [2] }]);
  });

  it('rule 2 and 3 need the completing point beyond the zone: an earlier pair was already reported there', () => {
    expect(rulesBrokenAt([12.5, 12.1, 10], 2, limits, [2])).toEqual([]);
    expect(rulesBrokenAt([11.2, 11.5, 11.8, 11.1, 10.5], 4, limits, [3])).toEqual([]);
  });

  it('a point on the centre line is on neither side (rule 4)', () => {
    expect(rulesBrokenAt([10.1, 10.4, 10.2, 10, 10.3, 10.1, 10.6, 10.2], 7, limits, [4])).toEqual([]);
  });

  it('limits without spread judge nothing', () => {
    expect(rulesBrokenAt([20], 0, { centre: 10, sigma: 0 }, [1])).toEqual([]);
  });
});

describe('rulesBrokenAlong', () => {
  it('marks each point as it arrives: a run keeps breaking rule 4 until it ends', () => {
    const series = [11, 11, 11, 11, 11, 11, 11, 11, 11, 9];
    const marks = rulesBrokenAlong(series, () => limits, [4]).map((breaks) => breaks.map((b) => b.rule));
    expect(marks).toEqual([[], [], [], [], [], [], [], [4], [4], []]);
  });

  it('a baseline change mid-series judges later windows against the new limits', () => {
    // The process moved up to 11.5: against the old limits (10 ± 1) the run breaks rules 3 and 4; the new
    // baseline centres it, so from the change on the same values break nothing.
    const series = [11.5, 11.6, 11.4, 11.5, 11.7, 11.3, 11.5, 11.6, 11.4, 11.5, 11.6, 11.5];
    const moved: ControlLimits = { centre: 11.5, sigma: 0.5 };
    const marks = rulesBrokenAlong(series, (i) => (i < 8 ? limits : moved), [1, 2, 3, 4]).map((b) => b.map((x) => x.rule));
    expect(marks.slice(0, 8)).toEqual([[], [], [], [], [3], [3], [3], [3, 4]]);
    expect(marks.slice(8)).toEqual([[], [], [], []]);
  });

  it('points before any limits are not judged', () => {
    expect(rulesBrokenAlong([20, 20], (i) => (i === 0 ? null : limits), [1]).map((b) => b.length)).toEqual([0, 1]);
  });
});
