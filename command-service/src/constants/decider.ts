// Constants, pure: a constant's value per site as a series of changes in force from a
// factory date; a site user changes their site's value, head office the BU, CA, NE and WI values at once.
import {
  CONSTANT_MESSAGES,
  ERRORS,
  assertNever,
  constantInForce,
  constantLimitError,
  constantUnchanged,
  fail,
  isCentralOffice,
  type ConstantEvent,
  type ConstantStep,
  type ConstantValueChanged,
  type ParameterType,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/** A site's changes, in the order recorded; `base` is the value before the first (its `previous`). */
export interface SiteTimeline {
  base: number | null;
  steps: ConstantStep[];
}

/** The constant's stream folded: each site's timeline (a site with no change is absent). */
export type ConstantState = ReadonlyMap<Site, SiteTimeline>;

/** What the decision needs of the constant's parameter at a site (null: no such parameter there). */
export interface ConstantFacts {
  PTYP_CODE: ParameterType;
  /** The parameter's lower and upper absolute limits. */
  MIN_LIMIT: number | null;
  MAX_LIMIT: number | null;
  /** The parameter's CONSTANT_VALUE: the value of a site whose constant has never been changed. */
  CONSTANT_VALUE: number | null;
}

/** Commands carry the acting user's site and today's factory date: decide reads no clock. */
export interface ChangeConstant {
  kind: 'ChangeConstant' | 'ChangeGlobalConstant';
  userSite: Site;
  /** The sites the user reaches (contracts' reachableSites): a value for any other site is refused. */
  reachable: readonly Site[];
  code: string;
  values: Partial<Record<Site, number>>;
  /** Factory date the values take effect from (today when the user gave none). */
  effectiveFrom: string;
  today: string;
  reason: string | null;
}

export const constantEvolver: Evolver<ConstantState, ConstantEvent> = {
  initialState: new Map(),
  // One event type so far: a second one turns this into the usual exhaustive switch.
  evolve(state, event) {
    const { site, value, previous, effectiveFrom } = event.data;
    const timeline = state.get(site) ?? { base: previous, steps: [] };
    return new Map(state).set(site, { base: timeline.base, steps: [...timeline.steps, { from: effectiveFrom, value }] });
  },
};

/** A site's timeline: the folded one, else the parameter's value with no change. */
export const timelineOf = (state: ConstantState, site: Site, facts: Pick<ConstantFacts, 'CONSTANT_VALUE'>): SiteTimeline =>
  state.get(site) ?? { base: facts.CONSTANT_VALUE, steps: [] };

export const decideConstant = (
  command: ChangeConstant,
  state: ConstantState,
  facts: ReadonlyMap<Site, ConstantFacts | null>,
): Decision<ConstantValueChanged> => {
  const headOffice = isCentralOffice(command.userSite);
  switch (command.kind) {
    case 'ChangeConstant':
      if (headOffice) return reject(fail('forbidden', CONSTANT_MESSAGES.headOfficeUsesGlobal));
      if (Object.keys(command.values).some((site) => site !== command.userSite))
        return reject(fail('forbidden', CONSTANT_MESSAGES.globalIsHeadOffice));
      break;
    case 'ChangeGlobalConstant':
      if (!headOffice) return reject(fail('forbidden', CONSTANT_MESSAGES.globalIsHeadOffice));
      if (Object.keys(command.values).some((site) => !command.reachable.includes(site as Site)))
        return reject(fail('forbidden', ERRORS.wrongSite));
      break;
    default:
      return assertNever(command.kind);
  }
  if (command.effectiveFrom > command.today) return reject(fail('validation', CONSTANT_MESSAGES.futureDate));
  const events: ConstantValueChanged[] = [];
  for (const [site, value] of Object.entries(command.values) as [Site, number][]) {
    const parameter = facts.get(site) ?? null;
    if (!parameter) return reject(fail('not_found', CONSTANT_MESSAGES.notFound(command.code, site)));
    if (parameter.PTYP_CODE !== 'CON') return reject(fail('validation', CONSTANT_MESSAGES.notConstant(command.code)));
    const outside = constantLimitError(value, parameter.MIN_LIMIT, parameter.MAX_LIMIT);
    if (outside) return reject(fail('validation', headOffice ? `${site}: ${outside}` : outside));
    const { base, steps } = timelineOf(state, site, parameter);
    if (constantUnchanged(steps, base, value, command.effectiveFrom, command.today)) continue;
    const previous = constantInForce(steps, base, command.today);
    events.push({
      type: 'ConstantValueChanged',
      data: { site, code: command.code, value, previous, effectiveFrom: command.effectiveFrom, reason: command.reason },
    });
  }
  return accept(...events);
};

export const constantDecider: Decider<ChangeConstant, ConstantState, ConstantEvent, ReadonlyMap<Site, ConstantFacts | null>> = {
  ...constantEvolver,
  decide: decideConstant,
};
