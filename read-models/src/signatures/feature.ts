import { defineProjections } from '../feature.ts';
import { reportApprovalsProjection } from './projection.ts';

/** The signatures feature's projections; listed once in read-models/src/features.ts. */
export const signaturesProjections = defineProjections({ name: 'signatures', projections: [reportApprovalsProjection] });
