/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const AUDIT_READ_MODELS = {
  auditTrail: 'auditTrail',
  auditDays: 'auditDays',
  dataSettings: 'dataSettings',
} as const;
