import { writeFileSync } from 'node:fs';

/**
 * Preloaded (`--import`) into a process the scale bench measures: when the process exits, writes its own CPU
 * (user + system, every thread) and its peak resident memory to the file SCALE_USAGE_FILE names. The kernel's
 * figures for the whole life of the process: no sample can miss its peak or its last moments.
 */
export interface ProcessUsage {
  cpuSeconds: number;
  maxRssMb: number;
}

const file = process.env['SCALE_USAGE_FILE'];
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const measured: ProcessUsage = { cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6, maxRssMb: usage.maxRSS / 1024 };
    writeFileSync(file, JSON.stringify(measured));
  });
}
