import { alertsProjection } from './alerts/projection.ts';
import { notificationInboxesProjection, notificationsProjection } from './notifications/projection.ts';
import { operationsProjection } from './operations/projection.ts';
import type { Projection } from './runtime/projection.ts';
import { sessionsProjection } from './sessions/projection.ts';
import { usersProjection } from './users/projection.ts';

/** Every projection of the main read-model group. */
const all = [
  operationsProjection, // one line per projection
  sessionsProjection,
  usersProjection,
  notificationsProjection,
  notificationInboxesProjection,
  alertsProjection,
];
export const projections: readonly Projection[] = all as unknown as Projection[];
