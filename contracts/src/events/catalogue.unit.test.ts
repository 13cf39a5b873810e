import { z } from 'zod';
import {
  ALERT_EVENT_TYPES,
  CCF_ANALYSIS_EVENT_TYPES,
  CCF_EVENT_TYPES,
  CCF_TYPE_EVENT_TYPES,
  DATA_SCREEN_EVENT_TYPES,
  DATA_SETTINGS_EVENT_TYPES,
  DEPENDENCY_EVENT_TYPES,
  FAVOURITE_EVENT_TYPES,
  INBOX_EVENT_TYPES,
  NOTIFICATION_EVENT_TYPES,
  OPERATION_EVENT_TYPES,
  PARAMETER_EVENT_TYPES,
  RECALCULATION_LIFECYCLE_TYPES,
  REPORT_EVENT_TYPES,
  SUBSCRIPTION_EVENT_TYPES,
  USER_EVENT_TYPES,
  VALUES_EVENT_TYPES,
} from '../index.ts';
import { EVENT_DEFINITIONS, eventCatalogue } from './catalogue.ts';
import { defineEvent } from './define.ts';

describe('the event catalogue', () => {
  it('holds every event type once, each at a positive version', () => {
    expect(eventCatalogue.size).toBe(EVENT_DEFINITIONS.length);
    for (const definition of EVENT_DEFINITIONS) expect(definition.version).toBeGreaterThanOrEqual(1);
  });

  it('defines every type the features list for their projections and reactors', () => {
    const listed = [
      ALERT_EVENT_TYPES,
      CCF_ANALYSIS_EVENT_TYPES,
      CCF_EVENT_TYPES,
      CCF_TYPE_EVENT_TYPES,
      DATA_SCREEN_EVENT_TYPES,
      DATA_SETTINGS_EVENT_TYPES,
      DEPENDENCY_EVENT_TYPES,
      FAVOURITE_EVENT_TYPES,
      INBOX_EVENT_TYPES,
      NOTIFICATION_EVENT_TYPES,
      OPERATION_EVENT_TYPES,
      PARAMETER_EVENT_TYPES,
      RECALCULATION_LIFECYCLE_TYPES,
      REPORT_EVENT_TYPES,
      SUBSCRIPTION_EVENT_TYPES,
      USER_EVENT_TYPES,
      VALUES_EVENT_TYPES,
    ].flat();
    expect(listed.filter((type) => !eventCatalogue.has(type))).toEqual([]);
  });

  it('accepts data as written and refuses data that is not', () => {
    const created = eventCatalogue.get('OperationCreated');
    const data = { site: 'BA', code: 'OP1', type: 'BC', startDate: '2026-01-01', endDate: '2026-02-01' };
    expect(created?.schema.safeParse(data).success).toBe(true);
    expect(created?.schema.safeParse({ ...data, type: 'XX' }).success).toBe(false);
  });
});

describe('defineEvent', () => {
  const schema = z.object({ n: z.number() });
  const lift = (data: unknown) => data;

  it('needs an upcaster from every older version', () => {
    expect(() => defineEvent('E', schema, 3, { 1: lift })).toThrow('Event E: version 3 needs an upcaster from version 2');
    expect(defineEvent('E', schema, 3, { 1: lift, 2: lift }).version).toBe(3);
  });

  it('refuses upcasters that lead nowhere and versions below 1', () => {
    expect(() => defineEvent('E', schema, 1, { 1: lift })).toThrow('upcasters from 1 do not lead to version 1');
    expect(() => defineEvent('E', schema, 0)).toThrow('version must be a positive integer');
  });
});
