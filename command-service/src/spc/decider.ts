import {
  SPC_BASELINE_MIN_VALUES,
  SPC_MESSAGES,
  assertNever,
  baselineLimits,
  fail,
  type ControlLimits,
  type SpcEvent,
  type SpcRule,
  type SpcRuleBroken,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/** A parameter's SPC stream folded: its limits, its rule choice (null: the defaults) and the breaks recorded, by key. */
export interface SpcState {
  limits: ControlLimits | null;
  rules: SpcRule[] | null;
  recorded: ReadonlySet<string>;
}

/** `measured`: the parameter exists and is of type REA (from the parameters read model; null: no such parameter). */
export type SpcCommand =
  | {
      kind: 'SetSpcBaseline';
      site: Site;
      code: string;
      measured: boolean;
      from: string;
      to: string;
      values: readonly number[];
      reason: string | null;
    }
  | { kind: 'SetSpcRules'; site: Site; code: string; measured: boolean; rules: SpcRule[]; reason: string | null }
  | { kind: 'RecordRuleBreaks'; breaks: readonly SpcRuleBroken['data'][] };

export const spcEvolver: Evolver<SpcState, SpcEvent> = {
  initialState: { limits: null, rules: null, recorded: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'SpcBaselineSet':
        return { ...state, limits: { centre: event.data.centre, sigma: event.data.sigma } };
      case 'SpcRulesSet':
        return { ...state, rules: event.data.rules };
      case 'SpcRuleBroken':
        return { ...state, recorded: new Set([...state.recorded, event.data.key]) };
      default:
        return assertNever(event);
    }
  },
};

const sameRules = (a: readonly SpcRule[], b: readonly SpcRule[]): boolean =>
  a.length === b.length && [...a].sort().every((rule, i) => rule === [...b].sort()[i]);

/**
 * Limits and rule choices are master data of measured parameters only; a baseline needs enough values
 * with a spread. Rule breaks are recorded once per key, so a value event handed over twice appends nothing.
 */
export const decideSpc = (command: SpcCommand, state: SpcState): Decision<SpcEvent> => {
  switch (command.kind) {
    case 'SetSpcBaseline': {
      const { site, code, from, to, values } = command;
      if (!command.measured) return reject(fail('validation', SPC_MESSAGES.notMeasured(code)));
      if (to < from) return reject(fail('validation', SPC_MESSAGES.periodOrder));
      const limits = baselineLimits(values);
      if (!limits)
        return reject(
          fail('validation', values.length < SPC_BASELINE_MIN_VALUES ? SPC_MESSAGES.tooFewValues(values.length) : SPC_MESSAGES.noSpread),
        );
      return accept({
        type: 'SpcBaselineSet',
        data: { site, code, from, to, count: values.length, ...limits, previous: state.limits, reason: command.reason },
      });
    }
    case 'SetSpcRules': {
      const { site, code, rules } = command;
      if (!command.measured) return reject(fail('validation', SPC_MESSAGES.notMeasured(code)));
      const sorted = [...rules].sort((a, b) => a - b);
      if (state.rules && sameRules(state.rules, sorted)) return accept();
      return accept({ type: 'SpcRulesSet', data: { site, code, rules: sorted, previous: state.rules, reason: command.reason } });
    }
    case 'RecordRuleBreaks': {
      const fresh = command.breaks.filter(
        (data, i) => !state.recorded.has(data.key) && command.breaks.findIndex((d) => d.key === data.key) === i,
      );
      return accept(...fresh.map((data) => ({ type: 'SpcRuleBroken' as const, data })));
    }
    default:
      return assertNever(command);
  }
};

export const spcDecider: Decider<SpcCommand, SpcState, SpcEvent> = { ...spcEvolver, decide: decideSpc };
