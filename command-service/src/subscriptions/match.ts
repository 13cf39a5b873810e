import {
  NOTIFICATION_MESSAGE_MAX,
  SITE_NAMES,
  SUBSCRIPTION_TYPE_NAMES,
  subscriptionMatches,
  type ParameterDto,
  type Site,
  type SubscriptionType,
  type ValueChange,
  type ValueSource,
} from '@ftr/contracts';

/** One cell change of a values event, with where it came from and who caused it. */
export interface ValueEntry extends Pick<ValueChange, 'code' | 'date' | 'hour' | 'value' | 'previous' | 'kind'> {
  site: Site;
  source: ValueSource;
  /** The user who entered it (the event's metadata.userId). */
  who: string;
}

/** What a notice needs of the parameter (the parameters read model). */
export type SubscribedParameter = Pick<
  ParameterDto,
  'HEADING1' | 'DISPLAY_PRECISION' | 'UNITS' | 'UPPER_CHK_LIMIT' | 'LOWER_CHK_LIMIT' | 'UPPER_ABS_LIMIT' | 'LOWER_ABS_LIMIT'
>;

export interface SubscriptionTerms {
  username: string;
  type: SubscriptionType;
}

/**
 * Whether a value change fires a subscription. A deletion never does. Type 1 ("on value entered") fires
 * for values people enter, except the subscriber's own; recalculated values are not "entered". Types 2
 * and 3 fire for any value outside the check / absolute limits (a limit that is not set does not
 * apply), recalculated ones and the subscriber's own included: an out-of-range value matters whoever
 * or whatever produced it.
 */
export const fires = (subscription: SubscriptionTerms, entry: ValueEntry, parameter: SubscribedParameter): boolean => {
  if (entry.value === null) return false;
  if (subscription.type === 1) return entry.source === 'DATAENTRY' && entry.who.toLowerCase() !== subscription.username.toLowerCase();
  return subscriptionMatches(subscription.type, entry.value, parameter);
};

export interface Notice {
  heading: string;
  message: string;
  link: string;
}

const formatted = (value: number, precision: number): string => value.toFixed(Math.min(Math.max(Math.trunc(precision), 0), 10));

const range = (lower: number | null, upper: number | null, fmt: (v: number) => string): string =>
  lower !== null && upper !== null
    ? `${fmt(lower)} to ${fmt(upper)}`
    : lower !== null
      ? `min ${fmt(lower)}`
      : upper !== null
        ? `max ${fmt(upper)}`
        : 'none';

const why = (type: SubscriptionType, parameter: SubscribedParameter, fmt: (v: number) => string): string => {
  switch (type) {
    case 1:
      return '';
    case 2:
      return `; outside the check limits (${range(parameter.LOWER_CHK_LIMIT, parameter.UPPER_CHK_LIMIT, fmt)})`;
    case 3:
      return `; outside the absolute limits (${range(parameter.LOWER_ABS_LIMIT, parameter.UPPER_ABS_LIMIT, fmt)})`;
    case 4:
      return '';
    default: {
      const unknownType: never = type;
      throw new Error(`Unknown subscription type ${String(unknownType)}`);
    }
  }
};

const bySources = (entries: readonly ValueEntry[]): string => {
  const people = [...new Set(entries.filter((e) => e.source === 'DATAENTRY').map((e) => e.who))];
  const parts = [
    ...(people.length > 0 ? [`entered by ${people.join(', ')}`] : []),
    ...(entries.some((e) => e.source === 'RECALCULATION') ? ['recalculated'] : []),
  ];
  return parts.join(', ');
};

/** The path of the parameter's data view (spec 2 §4), where the notification links to. */
export const parameterLink = (site: Site, code: string): string => `/parameter/${site}/${encodeURIComponent(code)}`;

/**
 * The notification for the entries of one parameter and factory date that fired one subscription:
 * heading `{code} at {site name}`, message `{HEADING1} on {date}: hour {h} {value}, … ({who}; why)`.
 */
export const noticeFor = (type: SubscriptionType, parameter: SubscribedParameter, entries: readonly ValueEntry[]): Notice => {
  const [first] = entries;
  if (!first) throw new Error('noticeFor needs at least one entry');
  const fmt = (v: number) => formatted(v, parameter.DISPLAY_PRECISION);
  const units = parameter.UNITS ? ` ${parameter.UNITS}` : '';
  const sorted = [...entries].sort((a, b) => a.hour - b.hour);
  const values = sorted.map((e) => `hour ${e.hour} ${e.value === null ? 'emptied' : fmt(e.value)}${units}`).join(', ');
  const message = `${parameter.HEADING1} on ${first.date}: ${values} (${bySources(entries)}${why(type, parameter, fmt)})`;
  return {
    heading: `${first.code} at ${SITE_NAMES[first.site]}`,
    message: message.length > NOTIFICATION_MESSAGE_MAX ? `${message.slice(0, NOTIFICATION_MESSAGE_MAX - 1)}…` : message,
    link: parameterLink(first.site, first.code),
  };
};

/** The mail for a notice: the same text, the link in full, and why the user gets it. */
export const mailFor = (notice: Notice, type: SubscriptionType, publicUrl: string) => ({
  subject: `FTR: ${notice.heading}`,
  text: [
    notice.message,
    '',
    `Open the parameter: ${publicUrl}${notice.link}`,
    '',
    `You subscribed to this parameter (${SUBSCRIPTION_TYPE_NAMES[type]}) with email. Change or remove the subscription under My Subscriptions: ${publicUrl}/profile/subscriptions`,
  ].join('\n'),
});
