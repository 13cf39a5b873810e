import { DesktopOutlined } from '@ant-design/icons';
import {
  LIVE_DATA_MESSAGES,
  LOGIN_SITE_LABELS,
  SUBSCRIPTION_MESSAGES,
  isCentralOffice,
  reachableFactorySites,
  type LiveScreenDto,
  type Site,
} from '@ftr/contracts';
import { App, Button, Empty, Flex, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { AsOfBanner, AsOfPicker } from '../../components/AsOfPicker.tsx';
import { useAsOf } from '../../components/useAsOf.ts';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';
import { factoryDateAt } from '../../format/time.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { LiveGrid } from './components/LiveGrid.tsx';
import { RangePicker } from './components/RangePicker.tsx';
import { UpdatedAge } from './components/UpdatedAge.tsx';
import { rangeFor, wallboardPath } from './paths.ts';
import { subscribe } from './service.ts';
import { useLiveData } from './useLiveData.ts';

/** The site's subscriptions as a set of codes, and the bell's subscribe action. */
const useBell = (site: Site) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  // The user's subscriptions (the cached read the profile page shows too); a failed read is silent: the
  // bells then offer subscribing, and the server refuses a second subscription.
  const list = useRouteQuery('listSubscriptions', {}).data;
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const subscribed = useMemo(
    () => new Set([...(list ?? []).filter((s) => s.SITE_NAME === site).map((s) => s.PARM_CODE), ...added]),
    [list, site, added],
  );
  const queryClient = useQueryClient();
  const subscribing = useMutation({
    mutationFn: (code: string) => subscribe(site, code),
    onSuccess: (_result, code) => {
      void message.success(SUBSCRIPTION_MESSAGES.subscribed(code));
      setAdded((current) => new Set([...current, code]));
    },
    onError: (error) => reportError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['listSubscriptions'] }),
  });
  const { mutate } = subscribing;
  const onSubscribe = useCallback((code: string) => mutate(code), [mutate]);
  return { subscribed, onSubscribe };
};

/**
 * Spec 3 §"Live data" (/live): choose a live screen of the site and a range; values arrive as they are entered.
 * "As of" (`?asOf=`) shows the range ending at a past instant as it was known then, read-only and not kept current.
 */
const LivePage = () => {
  const claims = useAtomValue(claimsAtom);
  const reportError = useReportError();
  const [search, setSearch] = useSearchParams();
  const centralOffice = claims ? isCentralOffice(claims.site) : false;
  const sites = claims ? reachableFactorySites(claims) : [];
  const site: Site = centralOffice ? (sites.find((s) => s === search.get('site')) ?? sites[0] ?? 'BA') : (claims?.site ?? 'BA');
  const screensRead = useRouteQuery('liveScreens', { params: { site } }, { onError: (error) => reportError(error) });
  const screens: LiveScreenDto[] | null = screensRead.isError ? [] : (screensRead.data ?? null);

  const chosen = screens?.find((s) => String(s.ID) === search.get('screen')) ?? screens?.[0];
  const range = chosen ? rangeFor(chosen.TYPE, search.get('range')) : undefined;
  const screenRef = useMemo(() => (chosen ? { site, screenId: chosen.ID, type: chosen.TYPE } : null), [site, chosen]);
  const { asOf, setAsOf } = useAsOf();
  const data = useLiveData(screenRef, range, reportError, asOf);
  const bell = useBell(site);
  const choose = (change: Record<string, string>) =>
    setSearch((current) => ({ ...Object.fromEntries(current), ...change }), { replace: true });

  return (
    <Flex vertical gap="middle" style={{ height: 'calc(100vh - 112px)' }}>
      <PageTitle page="Live Data" />
      <Flex align="center" gap="middle" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Live Data
        </Typography.Title>
        {centralOffice && (
          <Select
            aria-label="Site"
            style={{ width: 160 }}
            value={site}
            options={sites.map((s) => ({ value: s, label: LOGIN_SITE_LABELS[s] }))}
            onChange={(value) => choose({ site: value, screen: '', range: '' })}
          />
        )}
        <Select
          aria-label="Screen"
          style={{ minWidth: 260 }}
          loading={screens === null}
          value={chosen?.ID}
          placeholder="Choose a screen"
          options={(screens ?? []).map((s) => ({ value: s.ID, label: s.DESCRIPTION }))}
          onChange={(value: number) => choose({ screen: String(value), range: '' })}
        />
        {chosen && range && (
          <RangePicker type={chosen.TYPE} value={range.label} onChange={(label) => choose({ screen: String(chosen.ID), range: label })} />
        )}
        {chosen && range && (
          <Typography.Text type="secondary" data-testid="live-factory-date">
            <FactoryDateLabel text="Up to factory date" /> {factoryDateAt(asOf ? new Date(asOf) : new Date())}
          </Typography.Text>
        )}
        <AsOfPicker asOf={asOf} what="the live data" onChange={setAsOf} />
        {!asOf && <UpdatedAge updatedAt={data.updatedAt} connected={data.connected} />}
        {chosen && range && (
          <Link to={wallboardPath(site, chosen.ID, range.label)}>
            <Button icon={<DesktopOutlined />}>Open wallboard</Button>
          </Link>
        )}
      </Flex>
      {screens !== null && screens.length === 0 && <Empty description={LIVE_DATA_MESSAGES.noScreens} />}
      {asOf && <AsOfBanner asOf={asOf} what="the live data" onBack={() => setAsOf(undefined)} />}
      {chosen && (
        <LiveGrid
          type={chosen.TYPE}
          columns={data.columns}
          rows={data.rows}
          fresh={data.fresh}
          ready={data.ready}
          bell={asOf ? undefined : bell}
        />
      )}
    </Flex>
  );
};

export default LivePage;
