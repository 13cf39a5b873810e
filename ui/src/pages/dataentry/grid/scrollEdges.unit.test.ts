import { columnsBeyond, scrollEdges } from './scrollEdges.ts';

describe('the scroll affordance of a wide grid', () => {
  it('shows the right edge while columns lie beyond it, the left edge once scrolled', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 3000, clientWidth: 1200 })).toEqual({ left: false, right: true });
    expect(scrollEdges({ scrollLeft: 900, scrollWidth: 3000, clientWidth: 1200 })).toEqual({ left: true, right: true });
    expect(scrollEdges({ scrollLeft: 1800, scrollWidth: 3000, clientWidth: 1200 })).toEqual({ left: true, right: false });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000 })).toEqual({ left: false, right: false });
  });

  it('counts the columns beyond the right edge', () => {
    expect(columnsBeyond({ scrollLeft: 0, scrollWidth: 3000, clientWidth: 1200 }, 90, 34)).toBe(20);
    expect(columnsBeyond({ scrollLeft: 1800, scrollWidth: 3000, clientWidth: 1200 }, 90, 34)).toBe(0);
    expect(columnsBeyond({ scrollLeft: 0, scrollWidth: 3000, clientWidth: 1200 }, 0, 34)).toBe(0);
  });
});
