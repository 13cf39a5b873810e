/**
 * What one deployment names in a shared Redis (REDIS_NAMESPACE, default `ftr`): its change-notice channel,
 * Socket.IO adapter channels, sign-in limit keys and BullMQ queues. Two deployments on one Redis (a test and a
 * live plant, or parallel test runs) with different namespaces never see each other's notices, rooms or jobs.
 */
export interface RedisNames {
  notices: string;
  socketIo: string;
  limits: string;
  rateLimit: string;
  queue: (feature: 'exports' | 'schedules' | 'recalculation') => string;
}

export const DEFAULT_REDIS_NAMESPACE = 'ftr';
const NAMESPACE = /^[A-Za-z0-9_-]{1,64}$/;

export const parseRedisNamespace = (text: string | undefined): string => {
  const namespace = text?.trim() || DEFAULT_REDIS_NAMESPACE;
  if (!NAMESPACE.test(namespace)) throw new Error(`REDIS_NAMESPACE must be 1–64 letters, digits, '-' or '_', not '${namespace}'`);
  return namespace;
};

export const redisNames = (namespace: string): RedisNames => ({
  notices: `${namespace}:notices`,
  socketIo: `${namespace}:socket.io`,
  limits: `${namespace}:limits:`,
  rateLimit: `${namespace}:ratelimit:`,
  queue: (feature) => `${namespace}-${feature}`,
});
