export * from './calendar.ts';
export * from './factoryTime.ts';
export * from './realTime.ts';
