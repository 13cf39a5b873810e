import { DATA_ACCESS_LEVELS } from '../users/schemas.ts';
import { SCREEN_ACCESS_MAX, SCREEN_ACCESS_MIN, SCREEN_NAME_MAX } from './schemas.ts';

/**
 * Who may open a screen (our rule; the spec names none): a screen of ACCESS_LEVEL n is opened by users
 * whose READ_ACCESS is at least n. Maintainers (MAINTAIN_DATA_SCREENS) see every screen of their site.
 */
export const canOpenScreen = (accessLevel: number, readAccess: number): boolean => accessLevel <= readAccess;

/**
 * Why a user may not write through a screen, or null when they may: the same comparison the server makes
 * for a submission naming its screen (WRITE_ACCESS below ACCESS_LEVEL; write access 0 writes nothing).
 */
export const screenWriteRefusal = (accessLevel: number, writeAccess: number): string | null =>
  writeAccess < accessLevel
    ? `Read-only: your write access level (${writeAccess}) is below this screen's access level (${accessLevel}), so values can be read but not entered.`
    : null;

/** The access levels a screen can carry: 1 to 4 of the data-access list. */
export const SCREEN_ACCESS_LEVELS = DATA_ACCESS_LEVELS.filter((l) => l.ID >= SCREEN_ACCESS_MIN && l.ID <= SCREEN_ACCESS_MAX);

export const accessLevelName = (level: number): string => DATA_ACCESS_LEVELS.find((l) => l.ID === level)?.DESCRIPTION ?? String(level);

/** The name of a duplicate: 'Copy of …', cut to the 40-character limit. */
export const copyName = (description: string): string => `Copy of ${description}`.slice(0, SCREEN_NAME_MAX).trimEnd();
