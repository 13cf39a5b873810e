import type { NotificationDto } from '@ftr/contracts';
import { allRead, linkTarget, unreadCount, withRead, without } from './list.ts';

const note = (ID: string, IS_READ: boolean): NotificationDto => ({
  ID,
  HEADING: `H${ID}`,
  SITE_NAME: 'BA',
  MESSAGE: 'M',
  CREATED_DTS: '2026-11-22T10:00:00.000Z',
  IS_READ,
  LINK: null,
});
const list = [note('a', false), note('b', true), note('c', false)];

describe('notification list rules', () => {
  it('counts the unread', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('marks one read or unread, all read, and removes one, without touching the original', () => {
    expect(withRead(list, 'a', true).map((n) => n.IS_READ)).toEqual([true, true, false]);
    expect(withRead(list, 'b', false).map((n) => n.IS_READ)).toEqual([false, false, false]);
    expect(allRead(list).every((n) => n.IS_READ)).toBe(true);
    expect(without(list, 'b').map((n) => n.ID)).toEqual(['a', 'c']);
    expect(list.map((n) => n.IS_READ)).toEqual([false, true, false]);
  });

  it.each([
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['/ccf/12/BA-1', { kind: 'app', path: '/ccf/12/BA-1' }],
    ['https://example.com/x', { kind: 'external', url: 'https://example.com/x' }],
    ['//evil.example', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
  ])('follows link %p as %p', (link, target) => {
    expect(linkTarget(link)).toEqual(target);
  });
});
