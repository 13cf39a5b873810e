import type { EventMetadata } from '@ftr/contracts';

/**
 * Event metadata for tests (one fixture instead of a copy per suite): a tester at BA at a fixed instant;
 * pass only what the test is about. The stored shape (schemaVersion 1), for stored events built by hand
 * and appends to a plain adapter; a writer through the catalogue-wrapped store passes AppendMetadata and
 * leaves schemaVersion to the catalogue.
 */
export const testMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: 'tester',
  site: 'BA',
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-22T10:00:00.000Z',
  schemaVersion: 1,
  ...overrides,
});
