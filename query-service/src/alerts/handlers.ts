import { alertRoutes, type AlertDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { ALERTS_COLLECTION, type AlertDoc } from '@ftr/read-models/alerts/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof alertRoutes, 'listAlerts'>;

export const toAlertDto = (doc: AlertDoc): AlertDto => ({
  ALERT_ID: doc.ALERT_ID,
  ALERT_TYPE: doc.ALERT_TYPE as AlertDto['ALERT_TYPE'],
  MESSAGE: doc.MESSAGE,
  DATE_CREATED: doc.DATE_CREATED,
  SITE: doc.SITE as AlertDto['SITE'],
});

const newestFirst = (a: AlertDoc, b: AlertDoc): number =>
  b.DATE_CREATED.localeCompare(a.DATE_CREATED) || a.ALERT_ID.localeCompare(b.ALERT_ID);

export const alertQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  /** Spec 3 §2 Home: the active alerts of the user's current site and those for every site. */
  async listAlerts({ user }) {
    const active = (site: string | null) => deps.readStore.find<AlertDoc>(ALERTS_COLLECTION, { where: { ACTIVE: true, SITE: site } });
    const [own, everySite] = await Promise.all([active(user.site), active(null)]);
    return [...own, ...everySite].sort(newestFirst).map(toAlertDto);
  },
});
