// Data-entry settings of a site: pure decide/evolve over the stream dataSettings-{site}.
import {
  applyReasonRuleSet,
  AUDIT_MESSAGES,
  defaultDataSettings,
  type DataSettingsDto,
  type ReasonRule,
  type ReasonRuleSet,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface SetReasonRule {
  site: Site;
  /** The screen whose rule is set (absent: the site's), and the site it belongs to (null: no such screen). */
  screen?: { id: number; site: Site | null };
  rule: ReasonRule | null;
}

export const settingsEvolver = (site: Site): Evolver<DataSettingsDto, ReasonRuleSet> => ({
  initialState: defaultDataSettings(site),
  evolve: (state, event) => applyReasonRuleSet(state, event.data),
});

/** The rule is set for the site or one of its own screens; a screen's null rule removes its override. Setting the rule in force appends nothing. */
export const decideSetReasonRule = (command: SetReasonRule, state: DataSettingsDto): Decision<ReasonRuleSet> => {
  const { screen } = command;
  if (screen && screen.site !== command.site) return reject(fail('not_found', AUDIT_MESSAGES.screenNotAtSite));
  if (!screen && command.rule === null) return reject(fail('validation', "The site's rule cannot be removed"));
  const current = screen ? (state.screens[String(screen.id)] ?? null) : state.reasonRule;
  if (current === command.rule) return accept(); // already so: no event
  return accept({ type: 'ReasonRuleSet', data: { site: command.site, screenId: screen?.id ?? null, rule: command.rule } });
};

/** A site's settings start from that site's defaults, so the decider is the site's. */
export const settingsDecider = (site: Site): Decider<SetReasonRule, DataSettingsDto, ReasonRuleSet> => ({
  ...settingsEvolver(site),
  decide: decideSetReasonRule,
});
