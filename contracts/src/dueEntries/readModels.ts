/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const DUE_ENTRIES_READ_MODELS = {
  dueScreens: 'due_screens',
  dueAlerts: 'due_alerts',
  dueFilled: 'due_filled',
} as const;
