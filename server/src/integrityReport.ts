import type { IntegrityReport } from '@ftr/contracts';

/** The verifier's report as text for the terminal: one line per collection, then the examples and the verdict. */
export const formatReport = (report: IntegrityReport): string => {
  const lines = [`Verified the read models against the event log up to position ${report.position ?? 'none (nothing projected)'}`];
  lines.push(
    `${'collection'.padEnd(28)}${'checked'.padStart(10)}${'missing'.padStart(9)}${'extra'.padStart(7)}${'different'.padStart(11)}`,
  );
  for (const c of report.collections) {
    lines.push(
      `${c.collection.padEnd(28)}${String(c.checked).padStart(10)}${String(c.missing).padStart(9)}${String(c.extra).padStart(7)}${String(c.different).padStart(11)}`,
    );
  }
  const t = report.totals;
  lines.push(
    `${'total'.padEnd(28)}${String(t.checked).padStart(10)}${String(t.missing).padStart(9)}${String(t.extra).padStart(7)}${String(t.different).padStart(11)}`,
  );
  for (const c of report.collections) {
    for (const e of c.examples)
      lines.push(`  ${c.collection} ${e.id}: ${e.problem}${e.fields.length > 0 ? ` (${e.fields.join(', ')})` : ''}`);
  }
  lines.push(
    `${report.eventsRead} events read in ${(report.durationMs / 1000).toFixed(2)} s: ${report.ok ? 'OK, no differences' : 'DIFFERENCES FOUND'}`,
  );
  return lines.join('\n');
};
