// Who may open a grid, remembered while the read models do not move (docs/performance.md).
import { ERRORS, hasFlag, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, operationDocId } from '@ftr/read-models/operations/projection.ts';
import type { DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { loadScreenDoc } from '../dataScreens/columns.ts';
import { loadScreenViewer, openableScreen } from '../dataScreens/access.ts';

/**
 * Values remembered for one read-model position: an entry is used only while the position it was
 * made at is still the current one (and for at most `maxAgeMs`, should a change notice be lost).
 * What fails (a refusal, a missing screen) is never remembered.
 */
export const createPositionMemo = <T>({ maxEntries = 2_000, maxAgeMs = 5_000, now = Date.now } = {}) => {
  const entries = new Map<string, { position: bigint; at: number; value: Promise<T> }>();
  return (position: bigint | undefined, key: string, make: () => Promise<T>): Promise<T> => {
    if (position === undefined) return make();
    const hit = entries.get(key);
    const at = now();
    if (hit && hit.position === position && at - hit.at <= maxAgeMs) return hit.value;
    const entry = { position, at, value: make() };
    entries.delete(key);
    entries.set(key, entry);
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
    return entry.value;
  };
};

/**
 * The screen `user` may open as a grid of `operation` (own site, access level, the operation exists at
 * the screen's site), or the 403 / 404 that says why not. The outcome depends on the read models and on
 * the user's name (its READ_ACCESS), current site, sites and MAINTAIN_DATA_SCREENS flag only: those, with the
 * screen, the operation and the read model's position, are the memo's key.
 */
export const createGridOpener = (readStore: ReadStore) => {
  const memo = createPositionMemo<DataScreenDoc>();
  const open = async (user: TokenClaims, screenId: number, operation: string): Promise<DataScreenDoc> => {
    const [doc, viewer] = await Promise.all([loadScreenDoc(readStore, screenId), loadScreenViewer(readStore, user)]);
    const screen = openableScreen(doc, screenId, viewer);
    if (!(await readStore.get(OPERATIONS_COLLECTION, operationDocId(screen.SITE, operation)))) {
      throw new AppError('not_found', ERRORS.operationNotFound(operation));
    }
    return screen;
  };
  return (position: bigint | undefined, user: TokenClaims, screenId: number, operation: string): Promise<DataScreenDoc> => {
    const key = JSON.stringify([user.sub, user.site, user.sites.join(), hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS'), screenId, operation]);
    return memo(position, key, () => open(user, screenId, operation));
  };
};
