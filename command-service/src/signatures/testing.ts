import type { Signer } from './signer.ts';

/** For tests of handlers outside a server: a site that requires no signatures, and none is given. */
export const noSignatures: Signer = {
  required: () => Promise.resolve(false),
  correctionDays: () => Promise.resolve(null),
  sign: () => Promise.resolve(undefined),
  signFor: () => Promise.resolve(undefined),
};
