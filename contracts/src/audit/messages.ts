const SHOWN = 10;
const listCells = (cells: readonly string[]): string =>
  cells.length <= SHOWN ? cells.join(', ') : `${cells.slice(0, SHOWN).join(', ')} and ${cells.length - SHOWN} more`;

/** Texts of the audit trail and reasons for change (the spec shows none). */
export const AUDIT_MESSAGES = {
  reasonRequired: (cells: readonly string[]) => `Give a reason for changing these submitted values: ${listCells(cells)}`,
  reasonRuleSet: 'Reason rule saved',
  settingsCentralOffice: 'Data settings belong to a factory site; sign in to one',
  screenNotAtSite: 'Data screen not found at this site',
} as const;
