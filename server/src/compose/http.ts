import { createParking } from '@ftr/command-service/shared/parking.ts';
import type { FastifyInstance } from 'fastify';
import { createSessionVerifier } from '@ftr/infra/auth/sessions.ts';
import type { TokenService } from '@ftr/infra/auth/tokens.ts';
import { storesReady, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import type { FollowStatus } from '@ftr/infra/eventstore/follow.ts';
import { createHttpApp } from '@ftr/infra/http/app.ts';
import type { ReadSideStatus } from '@ftr/infra/readstore/readSide.ts';
import { createReadProgress, type ReadProgress } from '@ftr/query-service/consistency/readProgress.ts';

export interface HttpPart {
  app: FastifyInstance;
  verifyToken: Parameters<typeof createHttpApp>[0]['verifyToken'];
  /** The read side's position (query role): session checks are remembered per position. */
  progress: ReadProgress | undefined;
  /** Starts listening on PORT/HOST; the url is known afterwards. */
  listen(): Promise<void>;
  url(): string;
}

export interface HttpOptions {
  settings: Settings;
  infra: Infrastructure;
  tokens: TokenService;
  clock: { now(): Date };
  title: string;
  logger: boolean;
  withProgress: boolean;
  staticRoot?: string;
  followers(): FollowStatus[];
  /** The read side's lag and projector, in /api/ready. */
  readSide(): Promise<ReadSideStatus>;
}

/** The HTTP API of a process: tokens, the session check, /api/health and /api/ready over its stores and followers. */
export const startHttp = async (options: HttpOptions): Promise<HttpPart> => {
  const { settings, infra, tokens, clock } = options;
  // First on the notice bus: whoever re-checks sessions on a notice (the socket server) sees the new position.
  const progress = options.withProgress ? await createReadProgress(infra.readStore, infra.noticeBus) : undefined;
  const verifyToken = createSessionVerifier(tokens, infra.readStore, { clock, ...(progress ? { position: progress.position } : {}) });
  const app = await createHttpApp({
    title: options.title,
    logger: options.logger ? { level: settings.logLevel } : false,
    verifyToken,
    trustProxy: settings.trustProxy,
    ready: () => storesReady(infra),
    followers: () => options.followers(),
    readSide: () => options.readSide(),
    parked: () => createParking(infra.readStore).count(),
    ...(options.staticRoot ? { staticRoot: options.staticRoot } : {}),
  });
  let port = settings.port;
  return {
    app,
    verifyToken,
    progress,
    async listen() {
      await app.listen({ port: settings.port, host: settings.host });
      const address = app.server.address();
      if (typeof address === 'object' && address) port = address.port;
    },
    url: () => `http://127.0.0.1:${port}`,
  };
};
