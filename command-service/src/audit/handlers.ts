import { AUDIT_MESSAGES, dataSettingsStream, isCentralOffice, type auditRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSetReasonRule, settingsEvolver } from './settingsDecider.ts';

type WriteRoutes = Pick<typeof auditRoutes, 'setReasonRule'>;

/** PUT /data-settings/reason-rule: a site's maintainers set the rule for their site or one of its screens. */
export const auditHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  async setReasonRule({ body, user, request }) {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', AUDIT_MESSAGES.settingsCentralOffice);
    const found = body.screenId === undefined ? undefined : await deps.readModels.screen(body.screenId);
    const screen = body.screenId === undefined ? undefined : { id: body.screenId, site: found?.site ?? null };
    const command = { site: user.site, rule: body.rule, ...(screen ? { screen } : {}) };
    const spec = {
      stream: dataSettingsStream(user.site),
      evolver: settingsEvolver(user.site),
      loadFacts: noFacts,
      decide: decideSetReasonRule,
    };
    const result = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, user, deps.clock));
    return { message: AUDIT_MESSAGES.reasonRuleSet, position: result.position.toString() };
  },
});
