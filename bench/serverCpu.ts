import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The server's own CPU per request when the bench's client and the embedded server share one process: the
 * process's CPU from each request's start to its response's end (Node's http diagnostics channels), summed
 * over requests made one after another (the client waits meanwhile, so the time is the server's: routing,
 * auth, the handler, serialising or the cached bytes, writing them).
 */
export const serverCpuPerRequest = async (requests: number, send: (i: number) => Promise<unknown>): Promise<number> => {
  let total = 0;
  let started: number | undefined;
  const onStart = () => {
    started = cpuMs();
  };
  const onFinish = () => {
    if (started !== undefined) total += cpuMs() - started;
    started = undefined;
  };
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);
  try {
    for (let i = 0; i < requests; i += 1) await send(i);
  } finally {
    unsubscribe('http.server.request.start', onStart);
    unsubscribe('http.server.response.finish', onFinish);
  }
  return total / requests;
};
