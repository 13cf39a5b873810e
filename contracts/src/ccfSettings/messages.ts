/** Texts of CCF settings: the spec's messages verbatim (spec 3 §5, §8), then our own errors. */
export const CCF_SETTINGS_MESSAGES = {
  // spec 3 §8 success toasts
  typeCreated: 'CCF Type created.',
  typeUpdated: 'CCF Type updated.',
  analysisCreated: 'CCF Analysis created.',
  analysisUpdated: 'CCF Analysis updated.',
  removed: (name: string) => `${name} removed`,
  // spec 3 §8 blocking messages
  typeInUse: (code: string) => `${code} is assigned to one or more analyses`,
  analysisInUse: (code: string) => `${code} is assigned to one or more parameters`,
  // spec 3 §5 validation
  mustBeUnique: 'Must be unique',
  typeMustBeSelected: 'CCF Type must be selected',
  mustBeAtLeast: (lowerLimit: string) => `Must be greater than or equal to ${lowerLimit}`,
  // spec 3 §4 deletion dialogs
  deleteTypeTitle: 'Delete CCF Type',
  deleteAnalysisTitle: 'Delete CCF Analysis',
  // our own (the spec names none)
  typeNotFound: (code: string) => `CCF Type ${code} not found`,
  analysisNotFound: (code: string) => `CCF Analysis ${code} not found`,
  typeUnknown: (code: string) => `CCF Type ${code} does not exist`,
  noAnalysisForParameter: (code: string) => `Parameter ${code} has no CCF analysis`,
} as const;
