import { AUDIT_MESSAGES, dataSettingsStream, isCentralOffice, type auditRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DATA_SCREENS_COLLECTION, screenDocId, type DataScreenDoc } from '@ftr/projector/dataScreens/docs.ts';
import type { CommandDeps } from '../deps.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSetReasonRule, settingsEvolver } from './settingsDecider.ts';

type WriteRoutes = Pick<typeof auditRoutes, 'setReasonRule'>;

/** PUT /data-settings/reason-rule: a site's maintainers set the rule for their site or one of its screens. */
export const auditHandlers = (deps: CommandDeps & { readStore: ReadStore }): Handlers<WriteRoutes> => ({
  async setReasonRule({ body, user, request }) {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', AUDIT_MESSAGES.settingsCentralOffice);
    const screenDoc =
      body.screenId === undefined ? undefined : await deps.readStore.get<DataScreenDoc>(DATA_SCREENS_COLLECTION, screenDocId(body.screenId));
    const screen = body.screenId === undefined ? undefined : { id: body.screenId, site: screenDoc?.SITE ?? null };
    const command = { site: user.site, rule: body.rule, ...(screen ? { screen } : {}) };
    const result = await handleCommand(
      deps.eventStore,
      dataSettingsStream(user.site),
      settingsEvolver(user.site),
      (state) => decideSetReasonRule(command, state),
      requestMetadata(request, user, deps.clock),
    );
    return { message: AUDIT_MESSAGES.reasonRuleSet, position: result.position.toString() };
  },
});
