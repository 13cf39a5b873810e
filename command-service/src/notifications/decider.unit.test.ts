import { evolveAll } from '../shared/decider.ts';
import type { InboxEvent, NotificationCreatedData, NotificationEvent } from '@ftr/contracts';
import { decideInbox, decideNotification, notificationEvolver, type NotificationCommand, type NotificationState } from './decider.ts';

const data: NotificationCreatedData = {
  id: 'n1',
  username: 'ann',
  site: 'BA',
  heading: 'Shift change',
  message: 'Night shift starts at 22:00',
  link: '/operations',
};
const created: NotificationEvent = { type: 'NotificationCreated', data };
const markedRead: NotificationEvent = { type: 'NotificationMarkedRead', data: { id: 'n1', username: 'ann' } };
const markedUnread: NotificationEvent = { type: 'NotificationMarkedUnread', data: { id: 'n1', username: 'ann' } };
const deleted: NotificationEvent = { type: 'NotificationDeleted', data: { id: 'n1', username: 'ann' } };
const readAll: InboxEvent = { type: 'AllNotificationsMarkedRead', data: { username: 'ann' } };
const cleared: InboxEvent = { type: 'AllNotificationsCleared', data: { username: 'ann' } };

/** Given the notification's and the inbox's events merged in log order. */
const given = (...events: (NotificationEvent | InboxEvent)[]): NotificationState => evolveAll(notificationEvolver, events);
const mark = (read: boolean, actor = 'ann'): NotificationCommand => ({ kind: 'MarkNotification', actor, id: 'n1', read });
const remove = (actor = 'ann'): NotificationCommand => ({ kind: 'DeleteNotification', actor, id: 'n1' });
const notFound = { ok: false, failure: { kind: 'not_found', message: 'Notification not found' } };

describe('notification decider', () => {
  it('creates a notification once', () => {
    expect(decideNotification({ kind: 'CreateNotification', notification: data }, given())).toEqual({ ok: true, events: [created] });
    expect(decideNotification({ kind: 'CreateNotification', notification: data }, given(created))).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'Notification already exists' },
    });
  });

  it('marks an unread notification read, and a read one unread', () => {
    expect(decideNotification(mark(true), given(created))).toEqual({ ok: true, events: [markedRead] });
    expect(decideNotification(mark(false), given(created, markedRead))).toEqual({ ok: true, events: [markedUnread] });
  });

  it('writes nothing when the notification already is as asked', () => {
    expect(decideNotification(mark(false), given(created))).toEqual({ ok: true, events: [] });
    expect(decideNotification(mark(true), given(created, markedRead))).toEqual({ ok: true, events: [] });
  });

  it('counts a read-all made after the notification as reading it, and a later unread undoes it', () => {
    expect(decideNotification(mark(true), given(created, readAll))).toEqual({ ok: true, events: [] });
    expect(decideNotification(mark(false), given(created, readAll))).toEqual({ ok: true, events: [markedUnread] });
    expect(decideNotification(mark(true), given(created, readAll, markedUnread))).toEqual({ ok: true, events: [markedRead] });
  });

  it('ignores a read-all or clear-all made before the notification existed', () => {
    expect(decideNotification(mark(true), given(readAll, cleared, created))).toEqual({ ok: true, events: [markedRead] });
  });

  it("deletes the owner's notification", () => {
    expect(decideNotification(remove(), given(created, markedRead))).toEqual({ ok: true, events: [deleted] });
  });

  it.each([
    ["someone else's", given(created), 'bob'],
    ['a missing', given(), 'ann'],
    ['a deleted', given(created, deleted), 'ann'],
    ['a cleared', given(created, cleared), 'ann'],
  ])('answers not found for %s notification, to read or delete', (_what, state, actor) => {
    expect(decideNotification(mark(true, actor), state)).toEqual(notFound);
    expect(decideNotification(mark(false, actor), state)).toEqual(notFound);
    expect(decideNotification(remove(actor), state)).toEqual(notFound);
  });
});

describe('inbox decider', () => {
  it('records read-all and clear-all for the user', () => {
    const inbox = { shown: 2, unread: 1 };
    expect(decideInbox({ kind: 'MarkAllRead', username: 'ann' }, null, inbox)).toEqual({ ok: true, events: [readAll] });
    expect(decideInbox({ kind: 'ClearAll', username: 'ann' }, null, inbox)).toEqual({ ok: true, events: [cleared] });
  });

  it('appends nothing when nothing is unread (read-all) or nothing is shown (clear-all)', () => {
    expect(decideInbox({ kind: 'MarkAllRead', username: 'ann' }, null, { shown: 2, unread: 0 })).toEqual({ ok: true, events: [] });
    expect(decideInbox({ kind: 'ClearAll', username: 'ann' }, null, { shown: 0, unread: 0 })).toEqual({ ok: true, events: [] });
  });
});
