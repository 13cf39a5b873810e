import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { MESSAGES, factoryToday, isCentralOffice, type AlertDto } from '@ftr/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';
import { factoryDateText, instantText, weekdayOf } from '../../format/time.ts';
import { Heading, SecondaryText } from '../../layout/Heading.tsx';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { Icon } from '../../layout/plain/Icon.tsx';
import { useNow } from '../../live/useNow.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { CommentList } from '../../features/comments/CommentList.tsx';
import { useComments } from '../../features/comments/useComments.ts';
import { Alert } from '../../layout/plain/Alert.tsx';
import { refusalIn, refusalText } from '../../routing/refusal.ts';
import { ActiveAlerts } from './components/ActiveAlerts.tsx';
import { OperationCards } from './components/OperationCards.tsx';
import { greetingFor } from './greeting.ts';
import './home.css';

/** Loaded when an administrator first opens it: Home's first load draws no form. */
const NewAlertModal = lazyDialog(() => import('./components/NewAlertModal.tsx').then((module) => module.NewAlertModal));

/** Spec 3 §4 Timers: the date is refreshed every 60000 ms. */
const CLOCK_REFRESH_MS = 60_000;

/**
 * Spec 3 §2 Home: greeting, today's date, active alerts and cards of the current operations. The first page
 * after sign-in, drawn without antd (home.css, layout/plain): its first load stays under 250 kB.
 */
const HomePage = () => {
  const claims = useAtomValue(claimsAtom);
  const now = useNow(CLOCK_REFRESH_MS);
  const reportError = useReportError();
  const [raising, setRaising] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const refused = refusalIn(location.state);
  const alerts = useRouteQuery('listAlerts', {});
  const comments = useComments(factoryToday(now));
  const operations = useRouteQuery('listActiveOperations', {}, { onError: (error) => reportError(error, MESSAGES.operationsLoadFailed) });
  if (!claims) return null;

  const name = claims.firstName.trim() || claims.sub;
  const admin = userHasFlag(claims, 'USERS');
  const canClear = (alert: AlertDto) => admin && (isCentralOffice(claims.site) || alert.SITE === claims.site);

  return (
    <>
      <PageTitle page="Home" />
      <div className="plain home-stack">
        <div className="home-head">
          <div>
            <Heading level={2} data-testid="greeting">
              {`${greetingFor(now)}, ${name}`}
            </Heading>
            <SecondaryText data-testid="today">
              {`${weekdayOf(instantText(now).slice(0, 10))} ${instantText(now).slice(0, 16)} · `}
              <FactoryDateLabel />
              {` ${factoryDateText(factoryToday(now), true)}`}
            </SecondaryText>
          </div>
          {admin && (
            <button type="button" className="plain-button" onClick={() => setRaising(true)}>
              <Icon icon={PlusOutlined} />
              New Alert
            </button>
          )}
        </div>
        {refused && (
          <Alert
            type="warning"
            title={refusalText(refused)}
            close={{ label: 'Dismiss', onClose: () => void navigate('/', { replace: true, state: null }) }}
          />
        )}
        <ActiveAlerts alerts={alerts.data ?? []} canClear={canClear} />
        <div>
          <Heading level={4} style={{ marginBottom: '0.5em' }}>
            Current Operations
          </Heading>
          {!operations.isLoading && (
            <OperationCards operations={operations.data ?? []} today={factoryToday(now)} showSite={isCentralOffice(claims.site)} />
          )}
        </div>
        <div data-testid="home-comments">
          <Heading level={4} style={{ marginBottom: '0.5em' }}>
            Today&apos;s Comments
          </Heading>
          <CommentList comments={comments.comments} loading={comments.loading} />
        </div>
      </div>
      {admin && <NewAlertModal open={raising} userSite={claims.site} onClose={() => setRaising(false)} />}
    </>
  );
};

export default HomePage;
