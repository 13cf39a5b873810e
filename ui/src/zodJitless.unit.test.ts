import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// ui/public/zod-jitless.js runs before the app (index.html) so that zod never probes for eval, which
// the Content-Security-Policy forbids. It writes zod's shared config object: this proves the installed
// zod still reads it (a zod upgrade that renames it fails here, not silently in the browser).
describe('zod-jitless.js', () => {
  it('makes zod jitless when it runs before zod loads', async () => {
    const script = readFileSync(resolve(__dirname, '../public/zod-jitless.js'), 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- runs the public script as the browser does
    new Function('globalThis', script)(globalThis); // this test's global, as a browser page's
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
