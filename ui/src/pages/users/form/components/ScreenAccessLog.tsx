import { LOGIN_SITE_LABELS, type ScreenLogEntryDto, type Site } from '@ftr/contracts';
import { Alert, Card, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/errors.ts';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';
import { ACCESS_LOG_TITLE, accessLogRange } from '../accessLog.ts';

const AccessLogChart = lazy(() => import('./AccessLogChart.tsx'));

interface Props {
  username: string;
  /** The sites the editor may read the log of, the current site first (the default). */
  sites: readonly Site[];
}

/**
 * Spec 3 §2 User form: the 'Data Screen Access Log' of an existing user for the past 7 days, at the
 * site the editor is signed in to (the central office may pick another of the user's sites). A failed
 * load shows in the card, not as a toast (spec 3 §8: many loads fail silently; the form still works).
 */
export const ScreenAccessLog = ({ username, sites }: Props) => {
  const [site, setSite] = useState<Site | undefined>(sites[0]);
  const [range] = useState(() => accessLogRange(dayjs().format('YYYY-MM-DD')));
  const log = useRouteQuery(
    'listScreenLog',
    { params: { site: site ?? 'BA', userId: username, from: range.from, to: range.to } },
    { enabled: !!site },
  );
  const entries: ScreenLogEntryDto[] | undefined = log.data;

  const picker =
    sites.length > 1 ? (
      <Select<Site>
        aria-label="Access log site"
        value={site}
        onChange={setSite}
        options={sites.map((s) => ({ value: s, label: LOGIN_SITE_LABELS[s] }))}
        style={{ width: 160 }}
      />
    ) : undefined;
  const card = (body: ReactNode) => (
    <Card title={ACCESS_LOG_TITLE} extra={picker} data-testid="access-log">
      {body}
    </Card>
  );

  if (log.isError) {
    return card(<Alert type="warning" showIcon title="The access log could not be loaded" description={errorMessage(log.error)} />);
  }
  return <Suspense fallback={card(<Spin />)}>{card(<AccessLogChart entries={entries} range={range} />)}</Suspense>;
};
