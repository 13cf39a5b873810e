// The CCF manager (a process manager, docs/ccf.md): follows the log and finishes whatever the writers
// of CCFs left undone after a crash, each step idempotent. A label intent of a week stream is settled
// on its pair; a CCF the pair named is written to its stream; a settled pending close is written to the
// CCF's stream; a CCF data value is written to its week; a legacy week raise or pending close is copied.
import type { AnyStoredEvent } from '@ftr/contracts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { submitWithMetadata } from '../dataValues/submit.ts';
import type { Reactor } from '../shared/reactor.ts';
import { dataValueSubmission } from './dataValueHandlers.ts';
import { settleIntent } from './intents.ts';
import { legacyWeekEvent, linkCcfEvent } from './linker.ts';
import { applyPendingClose, ensureRaised } from './pair.ts';
import { intentKey } from './state.ts';

export const CCF_MANAGER_TYPES = [
  'CcfLabelIntent',
  'CcfSequenced',
  'CcfLabelSettled',
  'CcfDataValueEntered',
  'CcfRaised',
  'CcfPendingClose',
] as const satisfies readonly AnyStoredEvent['type'][];

export const ccfManager = (deps: DataValueDeps): Reactor => ({
  name: 'ccf-manager',
  handles: CCF_MANAGER_TYPES,
  async react(stored: AnyStoredEvent) {
    const store = deps.eventStore;
    const { metadata } = stored;
    switch (stored.type) {
      case 'CcfLabelIntent':
        await settleIntent(store, { key: intentKey(stored.stream, stored.revision), intent: stored.data }, metadata);
        return;
      case 'CcfSequenced':
        await ensureRaised(store, stored.data, metadata);
        return;
      case 'CcfLabelSettled': {
        const { id, outcome, cause, at, site, parameter, operation } = stored.data;
        if (outcome === 'pendingClose' && id !== null)
          await applyPendingClose(store, { id, at, cause, site, parameter, operation }, metadata);
        return;
      }
      case 'CcfDataValueEntered': {
        // Accepted on the CCF's stream under the user's rules: the system writes it as it was accepted.
        const user = { sub: metadata.userId, site: stored.data.site, flags: ['HISTORIC_DATA' as const], system: true as const };
        const submission = dataValueSubmission(stored);
        await submitWithMetadata(deps, user, submission, { ...metadata, submissionId: submission.submissionId });
        return;
      }
      default: {
        const legacy = legacyWeekEvent(stored);
        if (legacy) await linkCcfEvent(store, { stream: stored.stream, revision: stored.revision, event: legacy, metadata });
      }
    }
  },
});
