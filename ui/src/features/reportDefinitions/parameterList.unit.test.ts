import type { ReportParameterDto } from '@ftr/contracts';
import { withSwapped, withoutParameter } from './parameterList.ts';

const param = (n: number): ReportParameterDto => ({
  ID: `5-${n}`,
  REPT_ID: 5,
  CODE: `C-${n}`,
  SITE: 'BA',
  LONG_SITE: 'Bardney',
  HEADING1: '',
  HEADING2: '',
  HEADING3: '',
  SEQ_NO: n,
});
const list = [param(1), param(2), param(3)];
const view = (l: ReportParameterDto[]) => l.map((p) => `${p.SEQ_NO}:${p.CODE}`);

describe('report parameter list', () => {
  it('swaps with the neighbour above or below and renumbers', () => {
    expect(view(withSwapped(list, 1, -1))).toEqual(['1:C-2', '2:C-1', '3:C-3']);
    expect(view(withSwapped(list, 1, 1))).toEqual(['1:C-1', '2:C-3', '3:C-2']);
  });

  it('leaves the list as it is at the edges (first up, last down)', () => {
    expect(view(withSwapped(list, 0, -1))).toEqual(['1:C-1', '2:C-2', '3:C-3']);
    expect(view(withSwapped(list, 2, 1))).toEqual(['1:C-1', '2:C-2', '3:C-3']);
  });

  it('removes one parameter and renumbers the rest', () => {
    expect(view(withoutParameter(list, '5-2'))).toEqual(['1:C-1', '2:C-3']);
  });
});
