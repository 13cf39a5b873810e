import { FACTORY_ZONE, instantToFactory, realLabel, type RealLabel } from '@ftr/contracts';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: FACTORY_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the factory's local time, 'YYYY-MM-DD HH:mm' ('' for none). */
export const factoryLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}`;
};

/** The real date and hour (1..24, the hour ending at that o'clock) that `now` falls in: the data value dialog's default. */
export const currentRealSlot = (now: Date): RealLabel => {
  const { date, hour } = instantToFactory(now);
  return realLabel(date, hour);
};
