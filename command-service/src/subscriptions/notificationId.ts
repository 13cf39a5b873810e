import { createHash } from 'node:crypto';

/** The namespace of subscription notification ids (a fixed random UUID: ids of other causes never collide). */
const NAMESPACE = Buffer.from('6946843b20e2429588df7bc49a64aa31', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of namespace and name): the same name always gives the
 * same id, so a re-delivered event derives the notification it already wrote.
 */
export const nameBasedUuid = (name: string): string => {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The id of the notification one values event (one parameter and factory date) gives one subscriber. */
export const subscriptionNotificationId = (stream: string, revision: number, code: string, date: string, username: string): string =>
  nameBasedUuid(`${stream}/${revision}/${code}/${date}/${username.toLowerCase()}`);
