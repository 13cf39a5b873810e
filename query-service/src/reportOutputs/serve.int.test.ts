import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleExports } from './serve.ts';

describe('export files left over', () => {
  it('removes only files older than a day (a process stopped while answering)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ftr-stale-'));
    try {
      const now = Date.now();
      writeFileSync(join(folder, 'old.xlsx'), 'x');
      writeFileSync(join(folder, 'new.xlsx'), 'x');
      const twoDaysAgo = new Date(now - 2 * 24 * 3_600_000);
      utimesSync(join(folder, 'old.xlsx'), twoDaysAgo, twoDaysAgo);
      expect(removeStaleExports(folder, now)).toBe(1);
      expect(readdirSync(folder)).toEqual(['new.xlsx']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
