import { SPC_RULE_NAMES, type SpcRuleBroken } from '@ftr/contracts';

/** The audit trail's reason for a rule break: the rule, its points and the limits it was judged against. */
export const ruleBreakReason = ({ rule, points, centre, sigma }: SpcRuleBroken['data']): string =>
  `Rule ${rule}: ${SPC_RULE_NAMES[rule]}; points ${points.map((p) => `${p.date} h${p.hour} ${p.value}`).join(', ')}; centre ${centre.toPrecision(6)}, σ ${sigma.toPrecision(4)}`;
