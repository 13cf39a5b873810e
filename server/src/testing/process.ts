import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@ftr/infra/testing/ports.ts';

export { freePort } from '@ftr/infra/testing/ports.ts';

export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs one of the project's entry points (`server/src/main.ts`, `server/src/services/projector.ts`, …) as a real process. */
export const spawnNode = (entry: string, env: Record<string, string>): NodeProcess => {
  const child = spawn(process.execPath, [entry], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

export interface ServerProcess extends NodeProcess {
  url: string;
}

/**
 * Starts an HTTP entry point on a free port and waits until its /api/ready answers 200. The timeout is a
 * failsafe, generous because a process loading the whole code base on two busy cores can take half a minute;
 * on failure the error holds the process output and the last /api/ready answer (which names what is not ready).
 */
export const startServerProcess = async (
  env: Record<string, string>,
  entry = 'server/src/main.ts',
  timeoutMs = 90_000,
): Promise<ServerProcess> => {
  const port = await freePort();
  const proc = spawnNode(entry, { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${entry} exited with ${proc.child.exitCode}: ${proc.output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      async (r) => {
        last = `${r.status} ${await r.text()}`;
        return r.ok;
      },
      (error: unknown) => {
        last = error instanceof Error ? error.message : String(error);
        return false;
      },
    );
    if (ready) return { ...proc, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  proc.child.kill('SIGKILL');
  throw new Error(`${entry} did not become ready in ${timeoutMs} ms (last /api/ready: ${last}): ${proc.output()}`);
};

export const killHard = async (proc: NodeProcess): Promise<void> => {
  if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await proc.exited;
};
