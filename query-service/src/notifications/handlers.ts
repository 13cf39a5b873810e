import { NOTIFICATION_LIST_LIMIT, notificationRoutes, type NotificationDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import {
  INBOXES_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  isNotificationRead,
  type InboxDoc,
  type NotificationDoc,
} from '@ftr/read-models/notifications/docs.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof notificationRoutes, 'listNotifications'>;

export const toNotificationDto = (doc: NotificationDoc, inbox: InboxDoc | null): NotificationDto => ({
  ID: doc._id,
  HEADING: doc.HEADING,
  SITE_NAME: doc.SITE_NAME as NotificationDto['SITE_NAME'],
  MESSAGE: doc.MESSAGE,
  CREATED_DTS: doc.CREATED_DTS,
  IS_READ: isNotificationRead(doc, inbox),
  LINK: doc.LINK,
});

/** Only ever the signed-in user's own notifications, those not cleared, newest first. */
export const notificationQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listNotifications({ user }) {
    const inbox = await deps.readStore.get<InboxDoc>(INBOXES_COLLECTION, user.sub);
    const docs = await deps.readStore.find<NotificationDoc>(NOTIFICATIONS_COLLECTION, {
      where: { USERNAME: user.sub },
      ...(inbox?.CLEARED_SEQ ? { range: { field: 'CREATED_SEQ', gt: inbox.CLEARED_SEQ } } : {}),
      sort: [{ field: 'CREATED_SEQ', direction: 'desc' }],
      limit: NOTIFICATION_LIST_LIMIT,
    });
    return docs.map((doc) => toNotificationDto(doc, inbox));
  },
});
