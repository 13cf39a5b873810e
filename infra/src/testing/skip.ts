/**
 * Prints why a suite skips. Written straight to stderr: Jest drops the buffered console output of a
 * suite whose tests are all skipped, and the reason must reach the person (or CI log) reading the run.
 */
export const printSkip = (line: string): void => {
  process.stderr.write(`${line.startsWith('SKIP') ? line : `SKIP ${line}`}\n`);
};

export interface ServiceTestGate {
  readonly url: string;
  /** Set by the gate's beforeAll once the service answered. */
  readonly available: boolean;
  /** Like `it`, but the body runs only when the service answers (outside CI an absent one passes vacuously). */
  it: (name: string, fn: () => Promise<void>, timeout?: number) => void;
}

interface Service {
  /** What is missing, e.g. 'Redis' or 'MQTT broker'. */
  name: string;
  url: string;
  /** host:port, for the messages. */
  where: string;
  /** How to start it, for the CI failure. */
  start: string;
  answers: () => Promise<boolean>;
}

/**
 * Registers a beforeAll in the current describe block (declare it before hooks that use the service) that
 * probes a local service a test needs: absent under CI=true fails the block; otherwise it prints one
 * `SKIP <what>: no <service> on <host:port>` line and the gate's `it` bodies do nothing.
 */
export const requireServiceOrSkip = (what: string, service: Service): ServiceTestGate => {
  let available = false;
  beforeAll(async () => {
    available = await service.answers();
    if (available) return;
    if (process.env['CI'] === 'true') {
      throw new Error(`${what} needs ${service.name} on ${service.where} and CI=true: ${service.start} before the tests`);
    }
    printSkip(`SKIP ${what}: no ${service.name} on ${service.where}`);
  });
  return {
    url: service.url,
    get available() {
      return available;
    },
    it(name, fn, timeout) {
      it(
        name,
        async () => {
          if (available) await fn();
        },
        timeout,
      );
    },
  };
};
