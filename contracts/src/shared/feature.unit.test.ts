import { z } from 'zod';
import { FEATURES } from '../features.ts';
import { defineEvent } from '../events/define.ts';
import { EVENT_DEFINITIONS } from '../events/catalogue.ts';
import { defineRoute } from '../http/route.ts';
import { READ_MODELS } from '../readModels.ts';
import { routes } from '../routes.ts';
import { checkReads, defineFeature, featureEvents, featureNames, featureReadModels, featureRoutes } from './feature.ts';

const route = (path: string, reads: readonly string[] = []) =>
  defineRoute({ method: 'GET', path, service: 'query', permission: 'authenticated', summary: path, reads, response: z.string() });
const Happened = defineEvent('Happened', z.object({}));

const first = defineFeature({
  name: 'first',
  routes: { listThings: route('/things', ['things']) },
  events: [Happened],
  readModels: { things: 'things' },
});

describe('features', () => {
  it('list every route, event and read model of the product once', () => {
    expect(Object.keys(routes).length).toBe(FEATURES.reduce((sum, feature) => sum + Object.keys(feature.routes).length, 0));
    expect(EVENT_DEFINITIONS.length).toBe(FEATURES.reduce((sum, feature) => sum + feature.events.length, 0));
    expect(Object.keys(READ_MODELS).length).toBe(FEATURES.reduce((sum, feature) => sum + Object.keys(feature.readModels).length, 0));
    expect(featureNames(FEATURES)).toHaveLength(FEATURES.length);
  });

  it('merge the records of distinct features', () => {
    const second = defineFeature({
      name: 'second',
      routes: { listOthers: route('/others') },
      events: [],
      readModels: { others: 'others' },
    });
    expect(Object.keys(featureRoutes([first, second]))).toEqual(['listThings', 'listOthers']);
    expect(featureReadModels([first, second])).toEqual({ things: 'things', others: 'others' });
    expect(featureEvents([first, second]).map((definition) => definition.type)).toEqual(['Happened']);
  });

  it('refuse a route name two features share', () => {
    const clash = defineFeature({ name: 'clash', routes: { listThings: route('/other-things') }, events: [], readModels: {} });
    expect(() => featureRoutes([first, clash])).toThrow('Route listThings is defined twice');
  });

  it('refuse an event type two features share', () => {
    const clash = defineFeature({
      name: 'clash',
      routes: {},
      events: [defineEvent('Happened', z.object({ more: z.string() }))],
      readModels: {},
    });
    expect(() => featureEvents([first, clash])).toThrow('Event Happened is defined twice');
  });

  it('refuse a read-model key or collection two features share', () => {
    const sameKey = defineFeature({ name: 'sameKey', routes: {}, events: [], readModels: { things: 'other_things' } });
    const sameCollection = defineFeature({ name: 'sameCollection', routes: {}, events: [], readModels: { moreThings: 'things' } });
    expect(() => featureReadModels([first, sameKey])).toThrow('Read model things is defined twice');
    expect(() => featureReadModels([first, sameCollection])).toThrow('Read-model collection things is defined twice');
  });

  it('refuse a feature listed twice', () => {
    expect(() => featureNames([first, first])).toThrow('Feature first is defined twice');
  });

  it('refuse a route reading a collection no feature writes', () => {
    expect(() => checkReads({ listThings: route('/things', ['things']) }, { others: 'others' })).toThrow(
      'Route listThings reads things, which no feature writes',
    );
    expect(() => checkReads(routes, READ_MODELS)).not.toThrow();
  });
});
