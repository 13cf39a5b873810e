import { PROCESS_TAG_MESSAGES as M, type processTagRoutes } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { admitReadings } from './admit.ts';
import { configuredTagsOf } from './configuredTags.ts';
import { readingsRecorderOf } from './recorder.ts';

type WriteRoutes = Pick<typeof processTagRoutes, 'pushTagReadings'>;

/** The body's declared size; a chunked body has none (the HTTP body limit bounds it then). */
const declaredBytes = (header: string | undefined): number | undefined => {
  const bytes = Number(header);
  return header !== undefined && Number.isSafeInteger(bytes) ? bytes : undefined;
};

/**
 * POST /process-tags/readings: a historian's batch for the service account's own site (never the body's).
 * The batch passes the gate the MQTT ingest uses (admitReadings: size, count, each reading, tags configured
 * at the site); one refused reading refuses the batch (400, each reason listed up to ten, nothing written),
 * so a batch is never half taken. Duplicates of recorded readings are skipped.
 */
export const processTagHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  async pushTagReadings({ body, user, request }) {
    const admitted = await admitReadings(
      {
        site: user.site,
        source: body.source,
        bytes: declaredBytes(request.headers['content-length']),
        read: () => ({ ok: true, readings: body.readings }),
      },
      { tags: configuredTagsOf(deps.readModels), now: deps.clock.now() },
    );
    if (!admitted.ok) throw toAppError(admitted.failure);
    const recorded = await readingsRecorderOf(deps.eventStore).record(
      { site: user.site, source: body.source, via: 'API', readings: admitted.readings },
      requestMetadata(request, user, deps.clock),
    );
    const position = recorded.position ?? (await deps.eventStore.headPosition()) ?? 0n;
    return {
      message: M.recorded(recorded.accepted, recorded.duplicates),
      position: position.toString(),
      accepted: recorded.accepted,
      duplicates: recorded.duplicates,
    };
  },
});
