import { DATA_MESSAGES, DATA_SCREEN_MESSAGES, isCentralOffice, type HourMode } from '@ftr/contracts';
import { Alert, App, Button, Flex, Result, Typography } from 'antd';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, userHasFlag } from '../../../session/atoms.ts';
import { useFactoryToday } from '../../../components/useFactoryToday.ts';
import { gridPath, parseGridTarget, type GridTarget } from '../paths.ts';
import { addFavourite, logScreenView } from '../service.ts';
import { useGridSettings } from '../useGridSettings.ts';
import { useSelectorData } from '../useSelectorData.ts';
import type { GridColumn } from './column.ts';
import { AsOfBanner, AsOfPicker } from '../../../components/AsOfPicker.tsx';
import { CellHistory } from './components/CellHistory.tsx';
import { ColumnEditModal } from './components/ColumnEditModal.tsx';
import { GridBlocked } from './components/GridBlocked.tsx';
import { GridLegend } from './components/GridLegend.tsx';
import { GridTable } from './components/GridTable.tsx';
import { LeaveModal } from './components/LeaveModal.tsx';
import { ReasonModal } from '../../../features/audit/ReasonModal.tsx';
import { SignatureDialog } from '../../../features/signatures/SignatureDialog.tsx';
import { useCorrectionSignature } from '../../../features/signatures/useCorrectionSignature.ts';
import { SettingsPanel } from './components/SettingsPanel.tsx';
import { Toolbar } from './components/Toolbar.tsx';
import { columnLabel } from './labels.ts';
import { pasteSummary, type PastePlan } from './paste.ts';
import { NO_EDITS, pendingChanges } from './pending.ts';
import { useAsOf } from '../../../components/useAsOf.ts';
import { useCellEditing } from './useCellEditing.ts';
import { CaptureConflicts } from '../../../features/processTags/CaptureConflicts.tsx';
import { SpcCellMarks } from '../../../features/spc/SpcCellMarks.tsx';
import { MissingMarks } from '../../../features/dueEntries/MissingMarks.tsx';
import { useGridData } from './useGridData.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { OfflineNotice } from '../../../features/offlineEntry/OfflineNotice.tsx';
import { useOfflineReplay } from '../../../features/offlineEntry/useOfflineReplay.ts';
import { useOfflineGrid } from './useOfflineGrid.ts';
import { usePendingStorage } from './usePendingStorage.ts';
import { useReasons } from './useReasons.ts';
import { submissionKey, useSubmit } from './useSubmit.ts';

/** The data entry grid of one screen, operation, date and hour mode (spec 1 §2, §4, §5). */
const GridScreen = ({ target }: { target: GridTarget }) => {
  const claims = useAtomValue(claimsAtom);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const reportError = useReportError();
  const [settings, updateSettings] = useGridSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editingColumn, setEditingColumn] = useState<GridColumn | null>(null);
  const submitting = useIsMutating({ mutationKey: submissionKey(target.screenId) }) > 0;
  const selectors = useSelectorData();
  const { asOf, setAsOf } = useAsOf();
  const readOnly = asOf !== undefined;
  const data = useGridData(target, asOf);
  /** The server's reason this user may not write through the screen (write access below its level). */
  const writeRefusal = data.screen?.READ_ONLY;
  const writeRefused = writeRefusal !== undefined;
  const noWriting = readOnly || writeRefused;
  const today = useFactoryToday();
  const historicData = userHasFlag(claims, 'HISTORIC_DATA');
  const canEditParameters = userHasFlag(claims, 'PARAMETERS');
  const canViewCcf = userHasFlag(claims, 'VIEW_CCF');

  const operation = selectors.operations.find((op) => op.OPTN_CODE === target.operation);
  const start = operation?.START_DATE;
  const end = operation?.END_DATE;
  const lock = useMemo(
    () => ({ operation: start && end ? { startDate: start, endDate: end } : null, today, historicData, asOf: readOnly, writeRefused }),
    [start, end, today, historicData, readOnly, writeRefused],
  );

  const onPasted = useCallback((plan: PastePlan) => void message.info(pasteSummary(plan)), [message]);
  const editing = useCellEditing({ columns: data.columns, rows: data.rows, lock, frozen: submitting || noWriting, onPasted });
  const { edits, setEdits, marks, setMarks, handlers, tableRef } = editing;

  const focusKey = useCallback(
    (key: string) => tableRef.current?.querySelector<HTMLInputElement>(`input[data-cell="${CSS.escape(key)}"]`)?.focus(),
    [tableRef],
  );
  const reasons = useReasons(target.screenId, today);
  const signing = useCorrectionSignature(today);
  const offline = useOfflineGrid({
    target,
    ready: data.ready,
    readOnly: noWriting,
    columns: data.columns,
    rows: data.rows,
    edits,
    setEdits,
  });
  const { submit, runCheck, resend } = useSubmit({
    screenId: target.screenId,
    operation: target.operation,
    daily: target.type === 'DLY',
    columns: data.columns,
    edits,
    setEdits,
    setMarks,
    reload: data.reload,
    focusKey,
    prepare: reasons.prepare,
    sign: signing.sign,
    offline,
  });
  useOfflineReplay(offline, resend);

  const pendingCount = useMemo(() => pendingChanges(edits).length, [edits]);
  const labels = useMemo(
    () => new Map(data.columns.filter((c) => c.CCF).map((c) => [c.CODE, columnLabel(c, data.rows, edits)])),
    [data.columns, data.rows, edits],
  );
  const blocker = useLeaveGuard(pendingCount);
  const goTo = (change: Partial<GridTarget>) => navigate(gridPath({ ...target, ...change }));
  const scope = useMemo(
    () =>
      claims ? { user: claims.sub, site: claims.site, screenId: target.screenId, operation: target.operation, date: target.date } : null,
    [claims, target.screenId, target.operation, target.date],
  );
  const { restored, forget } = usePendingStorage({
    scope,
    ready: data.ready,
    readOnly: noWriting,
    columns: data.columns,
    rows: data.rows,
    edits,
    setEdits,
  });
  const discard = () => {
    forget();
    setEdits(NO_EDITS);
    setMarks(new Set());
  };

  // Fire and forget (spec 1 §7): a failure to log a view never bothers the user.
  const { mutate: logView } = useMutation({ mutationFn: logScreenView, onError: () => undefined });
  useEffect(() => logView(target.screenId), [logView, target.screenId]);

  // A screen opened under the wrong type goes to its own type's address.
  const screenType = data.screen?.SCREEN_TYPE;
  useEffect(() => {
    if (screenType && screenType !== target.type) void navigate(gridPath({ ...target, type: screenType }), { replace: true });
  }, [screenType, target, navigate]);

  const favourite = useMutation({
    mutationFn: () => addFavourite(target.screenId),
    onSuccess: () => void message.success(DATA_SCREEN_MESSAGES.addedToFavourites),
    onError: (error) => reportError(error),
    onSettled: () => selectors.reloadFavourites(),
  });

  const changeHourMode = (hourMode: HourMode) => {
    updateSettings({ hourMode });
    void goTo({ hourMode });
  };

  const title = data.screen?.DESCRIPTION ?? 'Data Entry';
  if (data.blocked) {
    return (
      <>
        <PageTitle page="Data Entry" />
        <GridBlocked block={data.blocked} />
      </>
    );
  }
  return (
    <>
      <PageTitle page={title} />
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: '0 0 8px' }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {target.operation} · {target.type === 'HLY' ? `hourly, ${target.date}` : `daily, week of ${target.date}`}
        </Typography.Text>
      </Flex>
      <Toolbar
        screens={selectors.screens}
        favourites={selectors.favourites}
        operations={selectors.operations}
        screenId={target.screenId}
        operation={target.operation}
        date={target.date}
        pendingCount={pendingCount}
        submitting={submitting}
        canFavourite={selectors.favouritesLoaded && !selectors.favourites.some((s) => s.ID === target.screenId)}
        settingsOpen={settingsOpen}
        readOnly={readOnly}
        noSubmit={writeRefused}
        extra={<AsOfPicker asOf={asOf} what="the grid" disabled={pendingCount > 0} onChange={setAsOf} />}
        onScreen={(screen) => goTo({ screenId: screen.ID, type: screen.SCREEN_TYPE })}
        onOperation={(code) => goTo({ operation: code })}
        onDate={(date) => goTo({ date })}
        onSubmit={() => void submit()}
        onToggleSettings={() => setSettingsOpen((open) => !open)}
        onFavourite={() => favourite.mutate()}
      />
      {settingsOpen ? (
        <SettingsPanel
          settings={settings}
          hourly={target.type === 'HLY'}
          hourMode={target.hourMode}
          onHourMode={changeHourMode}
          onChange={updateSettings}
          onCheck={noWriting ? undefined : runCheck}
        />
      ) : null}
      {asOf ? <AsOfBanner asOf={asOf} what="the grid" onBack={() => setAsOf(undefined)} /> : null}
      {writeRefusal ? <Alert type="info" showIcon style={{ marginBottom: 8 }} data-testid="read-only-note" title={writeRefusal} /> : null}
      <OfflineNotice entry={offline} waiting={pendingCount} />
      {restored > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="restored-notice"
          title={`Restored ${restored} unsubmitted ${restored === 1 ? 'change' : 'changes'} from this session: submit or discard ${restored === 1 ? 'it' : 'them'}.`}
          action={
            <Button size="small" danger onClick={discard}>
              Discard
            </Button>
          }
        />
      ) : null}
      {target.type === 'HLY' ? <CaptureConflicts date={target.date} codes={data.columns.map((c) => c.CODE)} /> : null}
      <CellHistory site={claims?.site ?? ''} columns={data.columns}>
        <GridTable
          type={target.type}
          columns={data.columns}
          rows={data.rows}
          edits={edits}
          marks={marks}
          lock={lock}
          labels={labels}
          showCodes={settings.showCodes}
          size={settings.size}
          ready={data.ready}
          readOnly={readOnly}
          canEditParameters={canEditParameters}
          canViewCcf={canViewCcf}
          onEditColumn={setEditingColumn}
          handlers={handlers}
          tableRef={tableRef}
        />
      </CellHistory>
      <GridLegend />
      {asOf === undefined ? <SpcCellMarks site={data.screen?.SITE} rows={data.rows} /> : null}
      {asOf === undefined ? <MissingMarks screenId={target.screenId} /> : null}
      <ReasonModal cells={reasons.cells} onDone={reasons.done} />
      <SignatureDialog open={signing.asking} what="Correcting values of older factory dates is signed." onDone={signing.done} />
      <LeaveModal blocker={blocker} pendingCount={pendingCount} onSubmit={submit} onDiscard={discard} />
      <ColumnEditModal column={editingColumn} onClose={() => setEditingColumn(null)} />
    </>
  );
};

/** /dataentry/:screenId/:operationCode/:screenType/:date/:hourMode */
const DataEntryGridPage = () => {
  const params = useParams();
  const claims = useAtomValue(claimsAtom);
  const target = parseGridTarget(params);
  if (claims && isCentralOffice(claims.site)) {
    return <Result status="info" title="Data Entry" subTitle={DATA_MESSAGES.centralOffice} />;
  }
  if (!target) {
    return <Result status="warning" title="This data entry address is not valid" extra={<Link to="/dataentry">Choose a screen</Link>} />;
  }
  return <GridScreen key={gridPath(target)} target={target} />;
};

export default DataEntryGridPage;
