export * from './env.ts';
export * from './infrastructure.ts';
