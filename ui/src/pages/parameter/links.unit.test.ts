import type { DependencyDto } from '@ftr/contracts';
import { linkedCodes } from './links.ts';

const dependency = (CALCULATED: string, DEPENDENT: string) => ({ CALCULATED, DEPENDENT }) as DependencyDto;

describe("the data view's linked codes", () => {
  it('lists parameter links and dependency neighbours once each, sorted, never the code itself', () => {
    const inputs = [dependency('P', 'B'), dependency('P', 'A')];
    const usedBy = [dependency('Q', 'P'), dependency('P', 'P')];
    expect(linkedCodes('P', inputs, usedBy, [{ LINKED_CODE: 'Z' }, { LINKED_CODE: 'A' }])).toEqual(['A', 'B', 'Q', 'Z']);
    expect(linkedCodes('P', [], [])).toEqual([]);
  });
});
