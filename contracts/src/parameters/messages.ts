/** Texts of the parameters feature: the spec's toasts verbatim (spec 1 §8, spec 2 §5, §8), then our own errors. */
export const PARAMETER_MESSAGES = {
  // spec 2 §8 success toasts
  created: (code: string) => `Parameter ${code} Created`,
  updated: (code: string) => `Parameter ${code} Updated`,
  dependencyAdded: 'Dependency Added',
  dependencyUpdated: 'Dependency Updated',
  dependencyRemoved: (code: string) => `Parameter ${code} removed`,
  // spec 1 §8: the data-entry column edit
  displayUpdated: 'Parameter updated',
  // spec 2 §5 (the new-parameter check) and §8 ('Code exists'): both spellings are the spec's
  alreadyExists: 'Parameter Already Exists',
  codeExists: 'Parameter already exists',
  dependencyNotDeleted: 'Parameter not deleted',
  // our own errors (the spec names none)
  notFound: (code: string) => `Parameter ${code} not found`,
  notFoundAt: (code: string, site: string) => `Parameter ${code} does not exist at ${site}`,
  codeMismatch: 'The code in the body does not match the path',
  ccfAnalysisMissing: (code: string) => `CCF Analysis ${code} does not exist`,
  ccfTypeMissing: (code: string) => `CCF Type ${code} does not exist`,
  notComposed: 'Code must be ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD, e.g. DY-NO-V-0T',
  lookupMissing: (label: string, code: string) => `${label} ${code} is not in the ${label.toLowerCase()} lookups: add it there first`,
  checkOutsideAbsolute: 'Check limits must lie within the absolute limits',
  limitsReversed: (upper: string, lower: string) => `${upper} must be greater than or equal to ${lower}`,
  thresholdsOutOfOrder: (higher: string, lower: string) => `${higher} must be greater than or equal to ${lower}`,
  notCalculated: (code: string) => `${code} is not a calculated (SIM) parameter: only SIM parameters have dependencies`,
  selfDependency: (code: string) => `${code} cannot depend on itself`,
  duplicateDependency: (dependent: string, calculated: string) => `${dependent} is already a dependency of ${calculated}`,
  cycle: (path: readonly string[]) => `This dependency would create a cycle: ${path.join(' -> ')}`,
  dependencyNotFound: (id: number) => `Dependency ${id} not found`,
  headOfficeDependencies: 'Dependencies of a head-office parameter can only be changed by head office',
  localDependencies: 'Dependencies of a local parameter can only be changed at its site',
} as const;
