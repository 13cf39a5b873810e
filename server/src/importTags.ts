import { readFileSync } from 'node:fs';
import { systemClock } from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { importTagReadings } from './processTags/import.ts';

/**
 * Back-fills process tag and weighbridge readings from a CSV file (docs/processTags.md), against the
 * configured stores; safe while the server runs:
 *   npm run import-tags -- <file.csv> [--skip-invalid]
 */
const USAGE = 'Usage: npm run import-tags -- <file.csv> [--skip-invalid]';

const main = async (): Promise<number> => {
  const args = process.argv.slice(2);
  const skipInvalid = args.includes('--skip-invalid');
  const files = args.filter((a) => a !== '--skip-invalid');
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith('--')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const text = readFileSync(file, 'utf8');
  const infra = await openInfrastructure(readSettings());
  try {
    const outcome = await importTagReadings(infra.eventStore, text, { clock: systemClock, skipInvalid });
    if (outcome.error) {
      process.stderr.write(`${outcome.error}\n`);
      return 1;
    }
    for (const { line, reason } of outcome.rejected.slice(0, 50)) process.stderr.write(`line ${line}: ${reason}\n`);
    if (outcome.rejected.length > 50) process.stderr.write(`… and ${outcome.rejected.length - 50} more\n`);
    if (!outcome.written) {
      process.stderr.write(
        `${outcome.rejected.length} of ${outcome.rows} rows rejected: nothing imported (--skip-invalid imports the others)\n`,
      );
      return 1;
    }
    process.stdout.write(
      `${outcome.rows} rows: ${outcome.accepted} readings recorded, ${outcome.duplicates} already recorded, ${outcome.rejected.length} rejected\n`,
    );
    return 0;
  } finally {
    await infra.close();
  }
};

if (import.meta.main) process.exitCode = await main();
