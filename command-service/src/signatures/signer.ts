import { setTimeout as sleep } from 'node:timers/promises';
import {
  ERRORS,
  requiresSignature,
  SIGNATURE_MESSAGES,
  userStream,
  type Signature,
  type SignatureInput,
  type SignedAction,
  type Site,
} from '@ftr/contracts';
import { dummyPasswordHash, verifyPassword } from '@ftr/infra/auth/passwords.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { signInLimiterFor } from '../auth/signInLimiter.ts';
import type { CommandPluginOptions } from '../feature.ts';
import type { RouteInput } from '../shared/commandRoute.ts';
import { fold } from '../shared/decider.ts';
import { requestMetadata, type Clock } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import { loadSignatureSettings } from './settings.ts';

/**
 * The signing act of a signed command (docs/signatures.md). The signer is always the token's user: a
 * body cannot name anyone else. The password is checked through the sign-in limiter, so a wrong password
 * counts as a failed sign-in and a locked account cannot sign; every failure answers the sign-in's
 * message, which never says whether the password or the username was wrong.
 */
export interface Signer {
  /** Whether the site requires a signature for the action (its settings stream). */
  required(site: Site, action: SignedAction): Promise<boolean>;
  /** The days after which a correction needs a signature, or null when the site does not require one. */
  correctionDays(site: Site): Promise<number | null>;
  /**
   * The verified signature: undefined when none was given and none is required; refuses (nothing written)
   * when one is required and missing, or when the password is wrong.
   */
  sign(input: RouteInput, given: SignatureInput | undefined, required: boolean): Promise<Signature | undefined>;
  /** `sign` for an action the site's settings decide on, the settings read while the password is checked. */
  signFor(input: RouteInput, given: SignatureInput | undefined, action: SignedAction): Promise<Signature | undefined>;
}

export interface SignerDeps {
  eventStore: CatalogueEventStore;
  clock: Clock;
  options: Pick<CommandPluginOptions, 'accounts'>;
}

export const createSigner = ({ eventStore, clock, options }: SignerDeps): Signer => {
  const limiter = signInLimiterFor(options.accounts, eventStore);
  const refused = () => new AppError('forbidden', ERRORS.badCredentials);
  const required = async (site: Site, action: SignedAction) => requiresSignature(await loadSignatureSettings(eventStore, site), action);
  const signer: Signer = {
    required,
    async signFor(input, given, action) {
      const [needed, signature] = await Promise.all([required(input.user.site, action), signer.sign(input, given, false)]);
      if (needed && !signature) throw new AppError('validation', SIGNATURE_MESSAGES.required);
      return signature;
    },
    async correctionDays(site) {
      const settings = await loadSignatureSettings(eventStore, site);
      return requiresSignature(settings, 'valueCorrection') ? settings.correctionDays : null;
    },
    async sign({ user, request }, given, required) {
      if (!given) {
        if (required) throw new AppError('validation', SIGNATURE_MESSAGES.required);
        return undefined;
      }
      const now = clock.now();
      const audit = requestMetadata(request, user, clock);
      const gate = await limiter.gate(user.sub, request.ip, now, audit);
      if (gate === 'locked') throw new AppError('too_many', ERRORS.tooManyAttempts);
      if (gate === 'slowed') await sleep(limiter.slowDownMs);
      const account = fold(userEvolver, await eventStore.readStream(userStream(user.sub)));
      const hash = account.status === 'active' && account.passwordHash !== '' ? account.passwordHash : undefined;
      // An account that cannot sign costs a hash check too, so timing tells nothing either.
      const matches = (await verifyPassword(hash ?? (await dummyPasswordHash()), given.password)) && hash !== undefined;
      if (!matches || account.status !== 'active') {
        await limiter.failed(user.sub, now, audit);
        request.log.info({ username: user.sub }, 'signature refused');
        throw refused();
      }
      const printedName = `${account.firstName} ${account.lastName}`.trim();
      return {
        userId: user.sub,
        username: account.username,
        printedName: printedName === '' ? account.username : printedName,
        meaning: given.meaning,
        signedAt: now.toISOString(),
      };
    },
  };
  return signer;
};

/** One signer per plugin options (the limiter it counts in is the sign-in's, shared the same way). */
const shared = new WeakMap<object, Signer>();
export const signerFor = (deps: SignerDeps): Signer => {
  let signer = shared.get(deps.options.accounts);
  if (!signer) {
    signer = createSigner(deps);
    shared.set(deps.options.accounts, signer);
  }
  return signer;
};
