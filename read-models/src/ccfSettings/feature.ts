import { defineProjections } from '../feature.ts';
import { ccfAnalysesProjection, ccfTypesProjection } from './projection.ts';

/** The ccfSettings feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const ccfSettingsProjections = defineProjections({ name: 'ccfSettings', projections: [ccfTypesProjection, ccfAnalysesProjection] });
