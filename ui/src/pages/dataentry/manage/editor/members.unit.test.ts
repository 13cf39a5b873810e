import { dragMove, movedMember, withSeparator, withoutMember } from './members.ts';

const m = (ID: string, SEQUENCE: number, SEPERATOR = false) => ({ ID, SEQUENCE, SEPERATOR });
const list = [m('1-1', 1), m('1-2', 2), m('1-3', 3), m('1-4', 4)];
const ids = (members: { ID: string }[]) => members.map((x) => x.ID);

describe('screen editor member list', () => {
  it('moves a member several places and renumbers', () => {
    expect(movedMember(list, 3, 0)).toEqual([m('1-4', 1), m('1-1', 2), m('1-2', 3), m('1-3', 4)]);
    expect(ids(movedMember(list, 0, 2))).toEqual(['1-2', '1-3', '1-1', '1-4']);
    expect(movedMember(list, 9, 0)).toEqual(list);
  });

  it('works out a drag from the dragged and hovered rows', () => {
    expect(dragMove(list, '1-4', '1-2')).toEqual({ from: 3, to: 1 });
    expect(dragMove(list, '1-4', '1-4')).toBeNull();
    expect(dragMove(list, '1-4', undefined)).toBeNull();
    expect(dragMove(list, '9-9', '1-1')).toBeNull();
  });

  it('removes a member and toggles a separator', () => {
    expect(withoutMember(list, '1-2')).toEqual([m('1-1', 1), m('1-3', 2), m('1-4', 3)]);
    expect(withSeparator(list, '1-3', true)[2]).toEqual(m('1-3', 3, true));
  });
});
