import { createServer, type Server } from 'node:http';
import type { FollowStatus } from '../eventstore/follow.ts';
import { readiness, type ReadinessSources } from './readiness.ts';

export interface StatusServerOptions extends ReadinessSources {
  port: number;
  host: string;
  /** Ready: the process is doing its work (or standing by for it) with its stores reachable. */
  ready(): Promise<boolean>;
  followers(): FollowStatus[];
}

/**
 * /api/health and /api/ready for a process without an HTTP API (the distributed projector), answered
 * like the services' own: 200 or 503 with the followers' status (docs/distributed.md).
 */
export const startStatusServer = async (options: StatusServerOptions): Promise<Server> => {
  const server = createServer((request, response) => {
    const answer = (status: number, body: object): void => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') answer(405, { status: 'method not allowed' });
    else if (request.url === '/api/health') answer(200, { status: 'ok' });
    else if (request.url !== '/api/ready') answer(404, { status: 'not found' });
    else {
      // The process's own `ready` decides about its followers (a projector standing by is doing its work).
      void readiness(options, () => true).then(({ ready, body }) => {
        answer(ready ? 200 : 503, { followers: options.followers(), ...body });
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve();
    });
  });
  return server;
};
