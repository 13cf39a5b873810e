import { defineProjections } from '../feature.ts';
import { spcBreaksProjection } from './breaksProjection.ts';
import { spcSettingsProjection } from './projection.ts';

/** The SPC feature's projections, in registration order; listed once in read-models/src/features.ts. */
export const spcProjections = defineProjections({ name: 'spc', projections: [spcSettingsProjection, spcBreaksProjection] });
