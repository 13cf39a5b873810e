import { AUDIT_MESSAGES, dataSettingsStream, isCentralOffice, type auditRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { settingsDecider, type SetReasonRule } from './settingsDecider.ts';

type WriteRoutes = Pick<typeof auditRoutes, 'setReasonRule'>;

/** PUT /data-settings/reason-rule: a site's maintainers set the rule for their site or one of its screens. */
export const auditHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  setReasonRule: commandRoute(deps, {
    async command({ body, user }): Promise<SetReasonRule> {
      if (isCentralOffice(user.site)) throw new AppError('forbidden', AUDIT_MESSAGES.settingsCentralOffice);
      const found = body.screenId === undefined ? undefined : await deps.readModels.screen(body.screenId);
      const screen = body.screenId === undefined ? undefined : { id: body.screenId, site: found?.site ?? null };
      return { site: user.site, rule: body.rule, ...(screen ? { screen } : {}) };
    },
    spec: (command: SetReasonRule) => ({ stream: dataSettingsStream(command.site), decider: settingsDecider(command.site) }),
    answer: positionAnswer(AUDIT_MESSAGES.reasonRuleSet),
  }),
});
