import { checkReadings, isCentralOffice, PROCESS_TAG_MESSAGES as M, type processTagRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { readingsRecorderOf } from './recorder.ts';

type WriteRoutes = Pick<typeof processTagRoutes, 'pushTagReadings'>;

/**
 * POST /process-tags/readings: a historian's batch for the service account's own site (never the body's).
 * Every reading is checked first; one malformed reading refuses the batch (400, each reason listed up to
 * ten, nothing written), so a batch is never half taken. Duplicates of recorded readings are skipped.
 */
export const processTagHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  async pushTagReadings({ body, user, request }) {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', M.centralOffice);
    const { readings, rejected } = checkReadings(body.readings, deps.clock.now());
    if (rejected.length > 0) {
      const listed = rejected
        .slice(0, 10)
        .map((r) => `#${r.index + 1}: ${r.reason}`)
        .join('; ');
      throw new AppError('validation', M.batchRejected(rejected.length, body.readings.length, listed));
    }
    const recorded = await readingsRecorderOf(deps.eventStore).record(
      { site: user.site, source: body.source, via: 'API', readings },
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
