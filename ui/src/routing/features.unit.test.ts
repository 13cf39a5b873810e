import { UI_FEATURES } from './features.ts';
import { ruleFor } from './routeTable.ts';

const segments = (pattern: string): string[] => pattern.split('/').filter((segment) => segment !== '');

/** The segment lists a pattern stands for: an optional last parameter gives two, a trailing `*` keeps its prefix open. */
const shapes = (pattern: string): { fixed: string[]; open: boolean }[] => {
  const all = segments(pattern);
  const open = all.at(-1) === '*';
  const fixed = open ? all.slice(0, -1) : all;
  if (fixed.at(-1)?.endsWith('?'))
    return [
      { fixed: fixed.slice(0, -1), open },
      { fixed, open },
    ];
  return [{ fixed, open }];
};

const fits = (a: string, b: string) => a.startsWith(':') || b.startsWith(':') || a.toLowerCase() === b.toLowerCase();

/** Whether some path matches both patterns. */
const overlap = (a: string, b: string): boolean =>
  shapes(a).some((x) =>
    shapes(b).some((y) => {
      const lengthsMeet = x.open
        ? y.fixed.length >= x.fixed.length || y.open
        : y.open
          ? x.fixed.length >= y.fixed.length
          : x.fixed.length === y.fixed.length;
      const common = Math.min(x.fixed.length, y.fixed.length);
      return lengthsMeet && x.fixed.slice(0, common).every((segment, i) => fits(segment, y.fixed[i] ?? ''));
    }),
  );

describe('the UI features', () => {
  it('never share a path: patterns of different features do not overlap, so their order in the list decides nothing', () => {
    const owned = UI_FEATURES.flatMap((feature) => feature.rules.map((rule) => ({ feature: feature.name, pattern: rule.pattern })));
    const clashes = owned.flatMap((a) =>
      owned.filter((b) => a.feature < b.feature && overlap(a.pattern, b.pattern)).map((b) => `${a.pattern} ~ ${b.pattern}`),
    );
    expect(clashes).toEqual([]);
    expect(overlap('/dashboards/*', '/dashboards/:address')).toBe(true);
    expect(overlap('/app-help/:topic?', '/app-help')).toBe(true);
    expect(overlap('/ccf/settings', '/ccf/:id/:parmCode')).toBe(false);
  });

  it('each have their own name, and link only to paths of their own rules', () => {
    const names = UI_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const feature of UI_FEATURES) {
      for (const link of feature.links) expect(feature.rules).toContain(ruleFor(link.path));
    }
  });
});
