import { FACTORY_SITES, TagName, type TagSource } from '@ftr/contracts';

export type FactorySite = (typeof FACTORY_SITES)[number];

/** The first level of the topics readings are published on: ftr/{site}/{phd|iwb}/{tag} (docs/processTags.md). */
export const TOPIC_ROOT = 'ftr';
/** Shared subscription: with several command replicas of one deployment, each message goes to one of them. */
export const sharedTopicFilter = (group: string, root = TOPIC_ROOT): string => `$share/${group}/${root}/+/+/+`;

export const tagTopic = (site: FactorySite, source: TagSource, tag: string, root = TOPIC_ROOT): string =>
  `${root}/${site}/${source.toLowerCase()}/${tag}`;

export type ParsedTopic = { ok: true; site: FactorySite; source: TagSource; tag: string } | { ok: false; reason: string };

export const isFactorySite = (text: string): text is FactorySite => (FACTORY_SITES as readonly string[]).includes(text);

/** The topic names the site, the source and the tag: ftr/{site}/{phd|iwb}/{tag}. */
export const parseTagTopic = (topic: string, expectedRoot = TOPIC_ROOT): ParsedTopic => {
  const [root, site = '', source = '', tag = '', ...rest] = topic.split('/');
  if (root !== expectedRoot || rest.length > 0) return { ok: false, reason: `Topic ${topic} is not ftr/{site}/{phd|iwb}/{tag}` };
  if (!isFactorySite(site)) return { ok: false, reason: `Topic ${topic}: ${site} is not a factory site` };
  const upper = source.toUpperCase();
  if (upper !== 'PHD' && upper !== 'IWB') return { ok: false, reason: `Topic ${topic}: the source must be phd or iwb` };
  const name = TagName.safeParse(tag);
  if (!name.success) return { ok: false, reason: `Topic ${topic}: ${name.error.issues[0]?.message ?? 'bad tag name'}` };
  return { ok: true, site, source: upper, tag: name.data };
};

/**
 * The payload: a JSON reading `{ timestamp, value, retrievalType?, retrievalInterval? }` or an array of
 * them. Answers the readings with the topic's tag (never the payload's), unchecked (admitReadings checks them).
 */
export const parseTagPayload = (payload: Uint8Array, tag: string): { ok: true; readings: unknown[] } | { ok: false; reason: string } => {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload).toString('utf8'));
  } catch {
    return { ok: false, reason: 'The payload is not JSON' };
  }
  const items = Array.isArray(body) ? body : [body];
  return {
    ok: true,
    readings: items.map((item: unknown) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? { ...item, tag } : item)),
  };
};
