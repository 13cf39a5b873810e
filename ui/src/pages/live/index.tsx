import { DesktopOutlined } from '@ant-design/icons';
import { FACTORY_SITES, LIVE_DATA_MESSAGES, SITE_NAMES, SUBSCRIPTION_MESSAGES, isCentralOffice, type LiveScreenDto, type Site } from '@ftr/contracts';
import { App, Button, Empty, Flex, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { AsOfBanner, AsOfPicker } from '../../components/AsOfPicker.tsx';
import { useAsOf } from '../../components/useAsOf.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { LiveGrid } from './components/LiveGrid.tsx';
import { RangePicker } from './components/RangePicker.tsx';
import { UpdatedAge } from './components/UpdatedAge.tsx';
import { rangeFor, wallboardPath } from './paths.ts';
import { listLiveScreens, listSubscriptions, subscribe } from './service.ts';
import { useLiveData } from './useLiveData.ts';

/** The site's subscriptions as a set of codes, and the bell's subscribe action. */
const useBell = (site: Site) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const [subscribed, setSubscribed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    listSubscriptions().then(
      (list) => live && setSubscribed(new Set(list.filter((s) => s.SITE_NAME === site).map((s) => s.PARM_CODE))),
      () => undefined, // the bells then offer subscribing; the server refuses a second subscription
    );
    return () => {
      live = false;
    };
  }, [site]);
  const onSubscribe = useCallback(
    (code: string) => {
      subscribe(site, code).then(
        () => {
          void message.success(SUBSCRIPTION_MESSAGES.subscribed(code));
          setSubscribed((current) => new Set([...current, code]));
        },
        (error: unknown) => reportError(error),
      );
    },
    [site, message, reportError],
  );
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
  const site: Site = centralOffice ? (FACTORY_SITES.find((s) => s === search.get('site')) ?? 'BA') : (claims?.site ?? 'BA');
  const [screens, setScreens] = useState<LiveScreenDto[] | null>(null);
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });

  useEffect(() => {
    let live = true;
    setScreens(null);
    listLiveScreens(site).then(
      (list) => live && setScreens(list),
      (error: unknown) => {
        if (!live) return;
        setScreens([]);
        report.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [site]);

  const chosen = screens?.find((s) => String(s.ID) === search.get('screen')) ?? screens?.[0];
  const range = chosen ? rangeFor(chosen.TYPE, search.get('range')) : undefined;
  const screenRef = useMemo(() => (chosen ? { site, screenId: chosen.ID, type: chosen.TYPE } : null), [site, chosen]);
  const { asOf, setAsOf } = useAsOf();
  const data = useLiveData(screenRef, range, reportError, asOf);
  const bell = useBell(site);
  const choose = (change: Record<string, string>) => setSearch((current) => ({ ...Object.fromEntries(current), ...change }), { replace: true });

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
            options={FACTORY_SITES.map((s) => ({ value: s, label: SITE_NAMES[s] }))}
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
        {chosen && range && <RangePicker type={chosen.TYPE} value={range.label} onChange={(label) => choose({ screen: String(chosen.ID), range: label })} />}
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
        <LiveGrid type={chosen.TYPE} columns={data.columns} rows={data.rows} fresh={data.fresh} ready={data.ready} bell={asOf ? undefined : bell} />
      )}
    </Flex>
  );
};

export default LivePage;
