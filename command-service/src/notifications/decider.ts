import {
  NOTIFICATION_MESSAGES,
  assertNever,
  type InboxEvent,
  type NotificationCreatedData,
  type NotificationEvent,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/**
 * One notification as its owner sees it. Folded from the notification's own events merged, in log
 * order, with its owner's inbox events: a read-all or clear-all applies to the notifications that
 * existed when it happened.
 */
export type NotificationState =
  { status: 'absent' } | { status: 'deleted'; username: string } | { status: 'present'; username: string; read: boolean; cleared: boolean };

export type NotificationCommand =
  | { kind: 'CreateNotification'; notification: NotificationCreatedData }
  | { kind: 'MarkNotification'; actor: string; id: string; read: boolean }
  | { kind: 'DeleteNotification'; actor: string; id: string };

export const notificationEvolver: Evolver<NotificationState, NotificationEvent | InboxEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationCreated':
        return { status: 'present', username: event.data.username, read: false, cleared: false };
      case 'NotificationMarkedRead':
      case 'NotificationMarkedUnread':
        return state.status === 'present' ? { ...state, read: event.type === 'NotificationMarkedRead' } : state;
      case 'NotificationDeleted':
        return { status: 'deleted', username: event.data.username };
      case 'AllNotificationsMarkedRead':
        return state.status === 'present' ? { ...state, read: true } : state;
      case 'AllNotificationsCleared':
        return state.status === 'present' ? { ...state, cleared: true } : state;
      default:
        return assertNever(event);
    }
  },
};

/** Another user's notification is answered exactly like a missing one (404): its existence is private. */
const visibleTo = (state: NotificationState, actor: string): state is Extract<NotificationState, { status: 'present' }> =>
  state.status === 'present' && !state.cleared && state.username === actor;

export const decideNotification = (command: NotificationCommand, state: NotificationState): Decision<NotificationEvent> => {
  switch (command.kind) {
    case 'CreateNotification':
      if (state.status !== 'absent') return reject(fail('conflict', NOTIFICATION_MESSAGES.exists));
      return accept({ type: 'NotificationCreated', data: command.notification });
    case 'MarkNotification': {
      if (!visibleTo(state, command.actor)) return reject(fail('not_found', NOTIFICATION_MESSAGES.notFound));
      if (state.read === command.read) return accept();
      const ref = { id: command.id, username: state.username };
      return accept(command.read ? { type: 'NotificationMarkedRead', data: ref } : { type: 'NotificationMarkedUnread', data: ref });
    }
    case 'DeleteNotification':
      if (!visibleTo(state, command.actor)) return reject(fail('not_found', NOTIFICATION_MESSAGES.notFound));
      return accept({ type: 'NotificationDeleted', data: { id: command.id, username: state.username } });
    default:
      return assertNever(command);
  }
};

/** The inbox: read-all and clear-all append only when they change something the inbox shows. */
export type InboxCommand = { kind: 'MarkAllRead'; username: string } | { kind: 'ClearAll'; username: string };

/** The user's notifications as the inbox shows them (the notifications read models, caught up). */
export interface InboxFacts {
  shown: number;
  unread: number;
}

export const inboxEvolver: Evolver<{ events: number }, InboxEvent> = {
  initialState: { events: 0 },
  evolve: (state) => ({ events: state.events + 1 }),
};

export const decideInbox = (command: InboxCommand, _state: unknown, facts: InboxFacts): Decision<InboxEvent> => {
  switch (command.kind) {
    case 'MarkAllRead':
      if (facts.unread === 0) return accept();
      return accept({ type: 'AllNotificationsMarkedRead', data: { username: command.username } });
    case 'ClearAll':
      if (facts.shown === 0) return accept();
      return accept({ type: 'AllNotificationsCleared', data: { username: command.username } });
    default:
      return assertNever(command);
  }
};

export const inboxDecider: Decider<InboxCommand, { events: number }, InboxEvent, InboxFacts> = { ...inboxEvolver, decide: decideInbox };
