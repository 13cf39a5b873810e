import { factoryToday, type ParameterDto, type Site } from '@ftr/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { limitPeriods } from './limitSteps.ts';
import { linkedCodes } from './links.ts';
import { openingEnd, periodOptions, periodRange, visiblePoints, type Period } from './view.ts';

/**
 * The data view's state (spec 2 §2, §9): the parameter, its linked codes, the period and
 * the date it ends on, and the values in it, each a cached read. The period first ends on the factory date
 * of the latest value (GET /data-latest), so the view opens on data; the user may move the end. As of an
 * instant (`?asOf=`), "today" is that instant's factory date (and the parameter and values as they stood).
 */
export const useDataView = (site: string, code: string, asOf: string | undefined) => {
  const reportError = useReportError();
  const onError = (error: Error) => reportError(error);
  const factoryNow = useFactoryToday();
  const today = asOf ? factoryToday(new Date(asOf)) : factoryNow;
  const { options, initial } = periodOptions(code);
  const [period, setPeriod] = useState<Period>(initial);
  /** The end the user chose; until then the period ends where the data does. */
  const [chosenEnd, setChosenEnd] = useState<string | undefined>(undefined);
  useEffect(() => setChosenEnd(undefined), [site, code, today]);

  const parameterRead = useRouteQuery('getSiteParameter', { params: { site: site as Site, code }, query: { asOf } }, { onError });
  const parameter: ParameterDto | null | undefined = parameterRead.data ?? (parameterRead.isError ? null : undefined);
  // The limit lines as of each point's time; without the history, the limits shown hold throughout.
  const history = useRouteQuery('getParameterHistory', { params: { code }, query: { site: site as Site } }, { retry: false }).data;
  const periods = useMemo(() => (parameter ? limitPeriods(parameter, history?.entries ?? [], asOf) : []), [parameter, history, asOf]);
  // Linked codes are a help, not the page: a failed read leaves the list empty.
  const inputs = useRouteQuery('listDependents', { params: { code } }).data;
  const usedBy = useRouteQuery('listPrecedents', { params: { code } }).data;
  const links = useRouteQuery('listParameterLinks', { params: { ref: code } }).data;
  const linked = useMemo(() => linkedCodes(code, inputs ?? [], usedBy ?? [], links ?? []), [code, inputs, usedBy, links]);
  const latestRead = useRouteQuery('latestValueDate', { params: { site, code }, query: { upTo: today } }, { onError });
  /** The latest value's date (null: none, or not known); undefined while it loads. */
  const latest = latestRead.data ? latestRead.data.date : latestRead.isError ? null : undefined;

  const end = chosenEnd ?? (latest === undefined ? undefined : openingEnd(latest, today));
  const range = useMemo(() => (end ? periodRange(period, end) : undefined), [period, end]);
  const points = useRouteQuery(
    'dataPoints',
    { params: { site, code, fromDate: range?.from ?? '', toDate: range?.to ?? '' }, query: { asOf } },
    { enabled: range !== undefined, select: (answer) => visiblePoints(code, answer), placeholderData: keepPreviousData, onError },
  );

  return {
    today,
    options,
    period,
    setPeriod,
    parameter,
    periods,
    linked,
    latest,
    range,
    setEnd: setChosenEnd,
    points: points.data ?? [],
    loading: points.isPending || points.isFetching,
  };
};
