import { isChunkLoadFailure } from './chunkLoad.ts';

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://ftr.example/assets/home-abc123.js',
    'error loading dynamically imported module: https://ftr.example/assets/home-abc123.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/grid-abc123.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('does not take other errors for a missing chunk', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure({ status: 404 })).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
