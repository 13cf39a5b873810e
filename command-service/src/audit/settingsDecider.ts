// Data-entry settings of a site (issue 5): pure decide/evolve over the stream dataSettings-{site}.
import {
  applyReasonRuleSet,
  AUDIT_MESSAGES,
  defaultDataSettings,
  type DataSettingsDto,
  type ReasonRule,
  type ReasonRuleSet,
  type Site,
} from '@ftr/contracts';
import { fail } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision, type Evolver } from '../shared/handleCommand.ts';

export interface SetReasonRule {
  site: Site;
  /** The screen whose rule is set (absent: the site's), and the site it belongs to (null: no such screen). */
  screen?: { id: number; site: Site | null };
  rule: ReasonRule | null;
}

export const settingsEvolver = (site: Site): Evolver<DataSettingsDto, ReasonRuleSet> => ({
  initial: defaultDataSettings(site),
  evolve: (state, event) => applyReasonRuleSet(state, event.data),
});

/** The rule is set for the site or one of its own screens; a screen's null rule removes its override. */
export const decideSetReasonRule = (command: SetReasonRule, _state: DataSettingsDto): Decision<ReasonRuleSet> => {
  const { screen } = command;
  if (screen && screen.site !== command.site) return reject(fail('not_found', AUDIT_MESSAGES.screenNotAtSite));
  if (!screen && command.rule === null) return reject(fail('validation', "The site's rule cannot be removed"));
  return accept({ type: 'ReasonRuleSet', data: { site: command.site, screenId: screen?.id ?? null, rule: command.rule } });
};
