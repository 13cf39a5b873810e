import { WEEKDAYS, type ScheduleDto } from '@ftr/contracts';

/** 'Daily at factory hour 24' or 'Mondays at factory hour 8'. */
export const cadenceText = (s: Pick<ScheduleDto, 'EVERY' | 'HOUR' | 'WEEKDAY'>): string =>
  s.EVERY === 'DAY' ? `Daily at factory hour ${s.HOUR}` : `${WEEKDAYS[s.WEEKDAY ?? 0] ?? ''}s at factory hour ${s.HOUR}`;

/** Recipients as typed in the dialog: separated by commas, semicolons, spaces or new lines. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
