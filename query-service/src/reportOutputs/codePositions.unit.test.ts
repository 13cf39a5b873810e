import type { ChangeNotice } from '@ftr/contracts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId } from '@ftr/read-models/dataValues/projection.ts';
import { createCodePositions } from './codePositions.ts';

const fakeProgress = () => {
  let position: bigint | undefined;
  const listeners: ((notice: ChangeNotice) => void)[] = [];
  return {
    position: () => position,
    onNotice: (listener: (notice: ChangeNotice) => void) => listeners.push(listener),
    /** A notice naming these (site, code) values documents; the position advances after the listeners, as readProgress does. */
    notice(at: bigint, codes: [string, string][], collection: string = PARAMETER_VALUES_COLLECTION) {
      const changes = codes.map(([site, code]) => ({ collection, id: parameterValueDocId(site, code, '2026-11-23') }));
      for (const listener of listeners) listener({ position: String(at), changes });
      position = at;
    },
    moveByCheckpoint(at: bigint) {
      position = at;
    },
  };
};

const A = { site: 'BA', code: 'SC-P001-V-1H' };
const B = { site: 'BA', code: 'X_Y-2' }; // an underscore in a code still names the code

describe('the read position of codes', () => {
  it('moves for a page only when a notice names one of its codes', () => {
    const progress = fakeProgress();
    const positionOf = createCodePositions(progress);
    expect(positionOf([A])).toBeUndefined();
    progress.notice(1n, [['WI', A.code]]);
    const before = positionOf([A, B]);
    progress.notice(2n, [['BA', 'OTHER']]);
    progress.notice(3n, [['BA', A.code]], 'parameters');
    expect(positionOf([A, B])).toBe(before);
    progress.notice(4n, [['BA', B.code]]);
    expect(positionOf([A, B])).not.toBe(before);
    expect(positionOf([A])).toBe(before);
  });

  it('falls back to the whole read position when the read side moved without a notice', () => {
    const progress = fakeProgress();
    const positionOf = createCodePositions(progress);
    progress.notice(1n, []);
    const noticed = positionOf([A]);
    progress.moveByCheckpoint(5n);
    expect(positionOf([A])).toBe('p5');
    expect(positionOf([A])).not.toBe(noticed);
  });
});
