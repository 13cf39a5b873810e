import { DEFAULT_SPC_RULES, assertNever, type FieldChange, type SpcSettingsEvent } from '@ftr/contracts';

const ruleList = (rules: readonly number[]): string => (rules.length > 0 ? rules.join(', ') : 'none');

/** What an SPC settings change shows in the parameter's master-data history: the old and new limits or rules. */
export const spcChanges = (event: SpcSettingsEvent): FieldChange[] => {
  switch (event.type) {
    case 'SpcBaselineSet': {
      const { centre, sigma, from, to, count, previous } = event.data;
      return [
        { field: 'SPC centre line', from: previous?.centre ?? null, to: centre },
        { field: 'SPC sigma', from: previous?.sigma ?? null, to: sigma },
        { field: 'SPC baseline', from: null, to: `${from} to ${to} (${count} values)` },
      ];
    }
    case 'SpcRulesSet':
      return [{ field: 'SPC rules', from: ruleList(event.data.previous ?? DEFAULT_SPC_RULES), to: ruleList(event.data.rules) }];
    default:
      return assertNever(event);
  }
};
