import { FEATURES } from './features.ts';
import { featureReadModels } from './shared/feature.ts';

/**
 * The read-model collections the projector writes and the query side, live change notices and the UI's
 * query cache name: one typed constant instead of strings copied per package. Merged from the features'
 * read models (contracts/src/features.ts); a key or collection two features share is refused at load.
 */
export const READ_MODELS = featureReadModels(FEATURES);

/** A read-model collection's name. */
export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];
