import { READ_MODELS, type ChangeNotice } from '@ftr/contracts';
import { createCollectionPositions, createNoticedPositions } from './noticedPositions.ts';

const fakeProgress = () => {
  let position: bigint | undefined;
  const listeners: ((notice: ChangeNotice) => void)[] = [];
  return {
    position: () => position,
    onNotice: (listener: (notice: ChangeNotice) => void) => listeners.push(listener),
    /** A notice naming one document of each collection; the position advances after the listeners, as readProgress does. */
    notice(at: bigint, collections: string[], id = 'x') {
      for (const listener of listeners) listener({ position: String(at), changes: collections.map((collection) => ({ collection, id })) });
      position = at;
    },
    moveByCheckpoint(at: bigint) {
      position = at;
    },
  };
};

describe('the read position of read models', () => {
  it('moves only when a notice names one of the read models', () => {
    const progress = fakeProgress();
    const positionOf = createCollectionPositions(progress);
    expect(positionOf([READ_MODELS.parameters])).toBeUndefined();
    progress.notice(1n, [READ_MODELS.operations]);
    const before = positionOf([READ_MODELS.parameters]);
    progress.notice(2n, [READ_MODELS.parameterValues, READ_MODELS.auditTrail]);
    expect(positionOf([READ_MODELS.parameters])).toBe(before);
    progress.notice(3n, [READ_MODELS.parameters]);
    expect(positionOf([READ_MODELS.parameters])).not.toBe(before);
    expect(positionOf([READ_MODELS.lookups])).toBe(before);
  });

  it('falls back to the whole read position when the read side moved without a notice', () => {
    const progress = fakeProgress();
    const positionOf = createCollectionPositions(progress);
    progress.notice(1n, []);
    const noticed = positionOf([READ_MODELS.parameters]);
    progress.moveByCheckpoint(5n);
    expect(positionOf([READ_MODELS.parameters])).toBe('p5');
    expect(positionOf([READ_MODELS.parameters])).not.toBe(noticed);
  });

  it('forgets the least recently changed keys past its bound, and then answers them by a newer position', () => {
    const progress = fakeProgress();
    const positionOf = createNoticedPositions(progress, (change) => change.id, 4);
    progress.notice(1n, [READ_MODELS.parameterValues], 'a');
    progress.notice(2n, [READ_MODELS.parameterValues], 'b');
    progress.notice(3n, [READ_MODELS.parameterValues], 'c');
    progress.notice(4n, [READ_MODELS.parameterValues], 'a');
    const c = positionOf(['c']);
    const a = positionOf(['a']);
    expect(positionOf(['d'])).toBe('c1:1');
    progress.notice(5n, [READ_MODELS.parameterValues], 'd');
    expect(positionOf(['c'])).toBe(c);
    // Five keys: down to two, the least recently changed first (b, c, then a); the floor rises to a's 4.
    progress.notice(6n, [READ_MODELS.parameterValues], 'e');
    expect(positionOf(['b'])).toBe('c4:4');
    expect(positionOf(['c'])).toBe('c4:4');
    expect(positionOf(['a'])).toBe('c4:4');
    expect(positionOf(['a'])).not.toBe(a);
    expect(positionOf(['d'])).toBe('c4:5');
    expect(positionOf(['e'])).toBe('c4:6');
  });
});
