import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_VALID_MINUTES, WELCOME_LINK_VALID_HOURS } from '@ftr/contracts';
import type { NewLink } from './decider.ts';

/** A reset link's id: 256 random bits. Only its hash is stored; the id travels in the link alone. */
export const newResetId = (): string => randomBytes(32).toString('base64url');
export const hashResetId = (id: string): string => createHash('sha256').update(id).digest('hex');

export const resetLinkUrl = (publicUrl: string, id: string): string => `${publicUrl}/reset/${id}`;

/** A fresh link: the id to send and what the event keeps (hash, expiry). */
export const issueLink = (now: Date, welcome = false): { id: string; link: NewLink } => {
  const id = newResetId();
  const lifeMs = welcome ? WELCOME_LINK_VALID_HOURS * 3_600_000 : RESET_LINK_VALID_MINUTES * 60_000;
  return { id, link: { resetIdHash: hashResetId(id), expiresAt: new Date(now.getTime() + lifeMs).toISOString() } };
};
