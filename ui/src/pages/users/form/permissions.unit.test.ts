import { FLAGS } from '@ftr/contracts';
import { PERMISSION_GROUPS } from './permissions.ts';

describe('permission tick box groups (spec 3 §2 Grouping)', () => {
  const boxes = PERMISSION_GROUPS.flatMap((group) => group.boxes);

  it('shows every flag exactly once, VIEW_CCF and MAINTAIN_CCF included, with distinct labels', () => {
    expect([...boxes.map((b) => b.flag)].sort()).toEqual([...FLAGS].sort());
    expect(new Set(boxes.map((b) => b.label)).size).toBe(boxes.length);
  });

  it('groups them as the spec does', () => {
    const group = (title: string) => PERMISSION_GROUPS.find((g) => g.title === title)?.boxes.map((b) => b.flag);
    expect(PERMISSION_GROUPS.map((g) => g.title)).toEqual(['Viewing', 'Editing', 'Advanced']);
    expect(group('Viewing')).toEqual(['VIEW_DATA_SCREENS', 'VIEW_DASHBOARDS', 'REPORTS', 'DATA_GRABBER', 'LIVE_DATA', 'VIEW_CCF']);
    expect(group('Editing')).toEqual([
      'MAINTAIN_DATA_SCREENS',
      'MAINTAIN_DASHBOARDS',
      'MAINTAIN_REPORTS',
      'MAINTAIN_GRABBERS',
      'PARAMETERS',
      'HISTORIC_DATA',
    ]);
    expect(group('Advanced')).toEqual([
      'CONSTANTS',
      'OPERATIONS',
      'LOOKUPS',
      'USERS',
      'PRODUCTION_COMMENTS',
      'RECALCULATE',
      'MAINTAIN_CCF',
      'PUSH_TAG_READINGS',
    ]);
  });
});
