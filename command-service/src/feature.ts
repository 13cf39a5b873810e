import type { FeatureName } from '@ftr/contracts';
import type { RedisNames } from '@ftr/infra/config/redisNames.ts';
import type { DataValueDeps } from './dataValues/deps.ts';
import type { CommandDeps } from './deps.ts';
import type { Parking } from './shared/parking.ts';
import type { AccountOptions } from './users/deps.ts';

export interface CommandPluginOptions extends CommandDeps {
  /** Sign-in attempts allowed per client address per minute (default 60). */
  loginRateLimitPerMinute?: number;
  /** Accounts: read-model lookups, the mailer, links and the per-account sign-in limit (users feature). */
  accounts: AccountOptions;
  /** Distributed mode: the limits count in this Redis, shared by every replica (else in memory). */
  redisUrl?: string | undefined;
  /** The deployment's names in that Redis (REDIS_NAMESPACE); the default namespace's when absent. */
  redisNames?: RedisNames;
}

/** What the command plugin hands every feature's handler factory: built once, shared by all. */
export interface CommandFeatureContext {
  /** The plugin's options, with the sign-in limit store the plugin settled on. */
  options: CommandPluginOptions;
  /** The data-entry deps (week cache, read-side wait, ids) every feature writing values shares. */
  dataValues: DataValueDeps;
  /** The process's record of parked events (the integrity feature retries and resolves through it). */
  parking: Parking;
}

/** A feature's command handlers (named as in contracts/src/features.ts), listed once in command-service/src/features.ts. */
export interface CommandFeature<N extends FeatureName = FeatureName, H extends object = object> {
  readonly name: N;
  readonly handlers: (context: CommandFeatureContext) => H;
}

export const defineCommandFeature = <const N extends FeatureName, H extends object>(feature: CommandFeature<N, H>): CommandFeature<N, H> =>
  feature;
