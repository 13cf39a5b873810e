import type { z } from 'zod';
import type { DomainEvent } from './envelope.ts';

/**
 * Lifts an event's data from one schema version to the next. `upcasters[n]` takes data written at
 * version n and returns it as version n + 1 would have written it (pure; no clock, no ids).
 */
export type Upcaster = (data: unknown) => unknown;

/** One event type as contract data (docs/events.md): its name, the zod schema of its data, its version. */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  readonly schema: S;
  /** The schemaVersion appends are stamped with; stored events of older versions are upcast on read. */
  readonly version: number;
  /** Upcasters by the version they lift from: 1 .. version - 1, each present. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

/**
 * Defines an event type. Version 1 needs no upcasters; version n needs one from every older version
 * (1 → 2, …, n-1 → n), so that an event written at any version can be read as the current one.
 */
export const defineEvent = <const T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  version = 1,
  upcasters: Readonly<Record<number, Upcaster>> = {},
): EventDefinition<T, S> => {
  if (!Number.isInteger(version) || version < 1) throw new Error(`Event ${type}: version must be a positive integer, got ${version}`);
  for (let from = 1; from < version; from += 1) {
    if (typeof upcasters[from] !== 'function') throw new Error(`Event ${type}: version ${version} needs an upcaster from version ${from}`);
  }
  const extra = Object.keys(upcasters).filter((key) => !(Number(key) >= 1 && Number(key) < version));
  if (extra.length > 0) throw new Error(`Event ${type}: upcasters from ${extra.join(', ')} do not lead to version ${version}`);
  return { type, schema, version, upcasters };
};

/** The domain event a definition describes (distributes over a union of definitions). */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? DomainEvent<T, z.infer<S>> : never;
