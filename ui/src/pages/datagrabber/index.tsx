import { ClearOutlined, DeleteOutlined, DownloadOutlined, ReloadOutlined, SaveOutlined, SettingOutlined } from '@ant-design/icons';
import { FACTORY_SITES, REPORT_MESSAGES as R, REPORT_OUTPUT_MESSAGES as M, type RouteName, type Site } from '@ftr/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Card, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { ExportProgressBar } from '../../features/exports/ExportProgress.tsx';
import { OperationField, RangeField, lastSevenDays } from '../../features/exports/RangeFields.tsx';
import { useExportRun } from '../../features/exports/useExportRun.ts';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { ExportModal, type ExportChoice } from './components/ExportModal.tsx';
import { NO_CHOICE, choiceSearch, parseChoice, rememberChoice, rememberedChoice, type GrabberChoice } from './choice.ts';
import { GrabberPicker, isListed, useGrabberList } from './components/GrabberPicker.tsx';
import { GrabberTable } from './components/GrabberTable.tsx';
import { ParameterSearch, SiteField } from './components/ParameterAdder.tsx';
import { SaveAsModal } from './components/SaveAsModal.tsx';
import { SelectionPicker, type PickedParameter } from './components/SelectionPicker.tsx';
import { archiveGrabber } from '../../features/reportDefinitions/service.ts';
import { CompletenessCard } from '../../features/dueEntries/CompletenessCard.tsx';
import {
  addGrabberParameter,
  clearGrabberCodes,
  exportCsv,
  exportGrabber,
  exportSelection,
  saveGrabberAs,
  saveGrabberSelection,
  type DataSiteCode,
} from './service.ts';

const dataSite = (site: Site | undefined): DataSiteCode | null => FACTORY_SITES.find((s) => s === site) ?? null;

/** Reads a change to a grabber's parameters shows in. */
const GRABBER_READS: readonly RouteName[] = ['grabberOperationData', 'listMyGrabbers', 'listSharedGrabbers', 'getGrabberHeader'];

/**
 * Spec 1 §2 Grabber: a stored grabber, a site, factory dates (the last 7 days by default) and an operation;
 * parameters added by searching; Clear Codes, refresh, a table of 100 rows a page, Export and Save As.
 */
const DataGrabberPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { message } = App.useApp();
  const reportError = useReportError();
  const today = useFactoryToday();
  const [search, setSearch] = useSearchParams();
  const choice = parseChoice(search) ?? NO_CHOICE;
  const [site, setSite] = useState<DataSiteCode | null>(() => dataSite(claims?.site));
  const [range, setRange] = useState(() => lastSevenDays(today));
  const [operation, setOperation] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'export' | 'saveAs' | null>(null);
  const run = useExportRun();
  // Data is read only for a grabber of the user's list (an address or the memory may name another one).
  const listed = isListed(useGrabberList(choice), choice.grabberId);
  const grabberId = listed ? choice.grabberId : null;

  const data = useRouteQuery(
    'grabberOperationData',
    {
      params: { id: String(grabberId ?? 0), from: range.from, to: range.to, operation: operation ?? 'NONE' },
      query: { page: String(page) },
    },
    { enabled: grabberId !== null, placeholderData: keepPreviousData, onError: (error) => reportError(error) },
  );
  // Without a stored grabber: the parameters picked here, fetched at once (POST /grabber/selection/data).
  const [picked, setPicked] = useState<PickedParameter[]>([]);
  const selecting = grabberId === null;
  const selection = useRouteQuery(
    'grabberSelectionData',
    {
      query: { page: String(page) },
      body: { parameters: picked.map(({ SITE, CODE }) => ({ SITE, CODE })), ...range, operation },
    },
    { enabled: selecting && picked.length > 0, placeholderData: keepPreviousData, onError: (error) => reportError(error) },
  );
  const shown = selecting ? (picked.length > 0 ? selection.data : undefined) : data.data;
  const columns = shown?.columns ?? [];
  const username = claims?.sub ?? '';
  const choose = useCallback(
    (next: GrabberChoice) => {
      setSearch(choiceSearch(next), { replace: true });
      rememberChoice(window.localStorage, username, next);
      setPage(1);
    },
    [setSearch, username],
  );
  // Opened without a grabber in the address: the one this user used last (the picker drops it if it is gone).
  useEffect(() => {
    if (parseChoice(search) !== null) return;
    const last = rememberedChoice(window.localStorage, username);
    if (last) setSearch(choiceSearch(last), { replace: true });
  }, [search, setSearch, username]);

  const add = useFormMutation({
    write: (p: { grabberId: number; code: string; site: DataSiteCode }) => addGrabberParameter(p.grabberId, p.code, p.site),
    invalidates: GRABBER_READS,
    onSuccess: (result) => void message.success(result.message),
  });
  const clear = useFormMutation({
    write: (id: number) => clearGrabberCodes(id),
    invalidates: GRABBER_READS,
    onSuccess: () => void message.success(R.parametersCleared),
  });
  const saveSelection = useFormMutation({
    write: ({ name }: { name: string }) => saveGrabberSelection(name, picked),
    invalidates: GRABBER_READS,
    onSuccess: (result) => {
      void message.success(R.grabberCreated);
      setDialog(null);
      setPicked([]);
      choose({ sharing: 'Personal', category: 0, grabberId: result.ID });
    },
  });
  const saveAs = useFormMutation({
    write: ({ name, sourceId }: { name: string; sourceId: number }) => saveGrabberAs(name, sourceId),
    invalidates: GRABBER_READS,
    onSuccess: (result) => {
      void message.success(R.grabberCreated);
      setDialog(null);
      choose({ sharing: 'Personal', category: 0, grabberId: result.ID });
    },
  });

  // The owner archives their own personal grabber here; shared ones are archived on /datagrabber/manage.
  const archive = useFormMutation({
    write: (id: number) => archiveGrabber(id),
    invalidates: GRABBER_READS,
    onSuccess: () => {
      void message.success(R.grabberArchived);
      choose(NO_CHOICE);
    },
  });
  const personalChosen = grabberId !== null && choice.sharing === 'Personal';

  /** Spec 1 §5: a grabber ('invalid report') and a site ('invalid Site') must be chosen. */
  const ready = (): { grabberId: number; site: DataSiteCode } | null => {
    if (grabberId === null) void message.info(R.invalidReport);
    else if (site === null) void message.info(R.invalidSite);
    else return { grabberId, site };
    return null;
  };
  const onAdd = (code: string) => {
    const chosen = ready();
    if (chosen) add.mutate({ ...chosen, code: code.toUpperCase() });
  };
  const onClear = () => {
    if (grabberId === null) return void message.info(R.invalidReport);
    if (choice.sharing === 'Shared') return void message.info(R.cannotClearShared);
    clear.mutate(grabberId);
  };
  const onSaveAs = () => {
    if (selecting && picked.length === 0) return void message.info(R.noParametersToSave);
    if (!selecting && !ready()) return;
    if (columns.length === 0) return void message.info(R.noParametersToSave);
    setDialog('saveAs');
  };
  const onExport = () => {
    if (columns.length === 0 || shown?.total === 0) return void message.info(M.noDataToExport);
    setDialog('export');
  };
  const startExport = async ({ format, ...body }: ExportChoice) => {
    setDialog(null);
    const parameters = picked.map(({ SITE, CODE }) => ({ SITE, CODE }));
    const rows = grabberId === null ? { parameters, ...range, operation } : { grabberId, ...range, operation };
    const start =
      format === 'csv'
        ? exportCsv({ data: rows, filename: body.filename, sort: body.sort })
        : grabberId === null
          ? exportSelection({ parameters, ...range, operation, ...body })
          : exportGrabber({ id: grabberId, ...range, operation, body });
    const file = await run.run(start);
    if (file) void message.success(M.dataExported(file));
  };

  return (
    <>
      <PageTitle page="Data Grabber" />
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Data Grabber
        </Typography.Title>
        {userHasFlag(claims, 'MAINTAIN_GRABBERS') && (
          <Tooltip title="Edit grabbers">
            <Link to="/datagrabber/manage" aria-label="Edit grabbers">
              <SettingOutlined />
            </Link>
          </Tooltip>
        )}
      </Flex>
      <Card>
        <Flex vertical gap={12}>
          <Flex gap={8} wrap align="center">
            <GrabberPicker value={choice} onChange={choose} />
            {selecting ? null : <SiteField value={site} onChange={setSite} />}
            <OperationField
              value={operation}
              onChange={(op) => {
                setOperation(op);
                setPage(1);
              }}
            />
            <RangeField
              value={range}
              onChange={(r) => {
                setRange(r);
                setPage(1);
              }}
            />
          </Flex>
          {selecting ? (
            <SelectionPicker
              value={picked}
              onChange={(next) => {
                setPicked(next);
                setPage(1);
              }}
            />
          ) : null}
          <Flex gap={8} wrap align="center">
            {selecting ? null : <ParameterSearch site={site} disabled={add.isPending} onAdd={onAdd} />}
            <Button icon={<ClearOutlined />} loading={clear.isPending} onClick={selecting ? () => setPicked([]) : onClear}>
              Clear Codes
            </Button>
            <Button
              icon={<ReloadOutlined />}
              disabled={selecting && picked.length === 0}
              onClick={() => void (selecting ? selection.refetch() : data.refetch())}
            >
              Refresh
            </Button>
            <Button icon={<DownloadOutlined />} loading={run.running} onClick={onExport}>
              Export
            </Button>
            <Button icon={<SaveOutlined />} onClick={onSaveAs}>
              Save As
            </Button>
            {personalChosen && (
              <Popconfirm title="Archive this personal grabber?" okText="Archive" onConfirm={() => archive.mutate(grabberId)}>
                <Button icon={<DeleteOutlined />} danger loading={archive.isPending}>
                  Archive
                </Button>
              </Popconfirm>
            )}
          </Flex>
          <ExportProgressBar run={run} label="Exporting…" />
          <GrabberTable data={shown} loading={selecting ? selection.isFetching : data.isFetching} page={page} onPage={setPage} />
        </Flex>
      </Card>
      {site ? <CompletenessCard site={site} range={range} /> : null}
      <ExportModal
        open={dialog === 'export'}
        source={
          grabberId === null
            ? { kind: 'selection', parameters: picked.map(({ SITE, CODE }) => ({ SITE, CODE })), ...range, operation }
            : { kind: 'grabber', id: grabberId, ...range, operation }
        }
        onExport={(c) => void startExport(c)}
        onCancel={() => setDialog(null)}
      />
      <SaveAsModal
        open={dialog === 'saveAs'}
        saving={saveAs.isPending || saveSelection.isPending}
        onSave={(name) => (grabberId === null ? saveSelection.mutate({ name }) : saveAs.mutate({ name, sourceId: grabberId }))}
        onCancel={() => setDialog(null)}
      />
    </>
  );
};

export default DataGrabberPage;
