import type { FollowStatus } from '../eventstore/follow.ts';
import type { ReadSideStatus } from '../readstore/readSide.ts';

export interface ReadinessSources {
  /** The process's stores answer. */
  ready?(): Promise<boolean>;
  followers?(): FollowStatus[];
  /** Where the read side stands (lag, an active projector); absent for a process that does not depend on it. */
  readSide?(): Promise<ReadSideStatus>;
}

export interface Readiness {
  ready: boolean;
  body: { status: 'ready' | 'starting'; followers?: FollowStatus[]; readSide?: ReadSideStatus | { ready: false; error: string } };
}

/** A follower running, or standing by while another replica holds its lease (ready to take over). */
const followerWorking = (f: FollowStatus): boolean => f.state === 'running' || f.state === 'standby';

/**
 * `/api/ready` of every process (the HTTP services and the status server): ready when the stores answer, every
 * follower runs (or stands by for its lease), and the read side is within its lag with a projector active;
 * the body says which is not.
 */
export const readiness = async (sources: ReadinessSources, followerReady = followerWorking): Promise<Readiness> => {
  const followers = sources.followers?.() ?? [];
  const storesOk = sources.ready ? await sources.ready().catch(() => false) : true;
  const readSide = sources.readSide
    ? await sources
        .readSide()
        .catch((error: unknown) => ({ ready: false as const, error: error instanceof Error ? error.message : String(error) }))
    : undefined;
  const ready = storesOk && followers.every(followerReady) && (readSide?.ready ?? true);
  return {
    ready,
    body: { status: ready ? 'ready' : 'starting', ...(followers.length > 0 ? { followers } : {}), ...(readSide ? { readSide } : {}) },
  };
};
