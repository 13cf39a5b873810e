import { DATA_MESSAGES, MESSAGES, type ChangeRecordInput, type SignatureInput } from '@ftr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { ApiError } from '../../../api/ApiError.ts';
import { useReportError } from '../../../api/errors.ts';
import { submitData } from '../service.ts';
import { cellKey } from './cell.ts';
import type { GridColumn } from './column.ts';
import { pendingChanges, type Edits } from './pending.ts';
import { cellAt, originalAt, type GridRow } from './rows.ts';
import { withoutSent } from './sentEdits.ts';
import { attemptFor, fingerprintOf, rebase, staleCellKeys, type SubmissionAttempt } from './submission.ts';
import { checkChanges, checkMessage, errorText, warningText } from './validation.ts';

interface Options {
  readonly screenId: number;
  readonly operation: string;
  /** A daily grid names cells by date, an hourly one by hour. */
  readonly daily?: boolean;
  readonly columns: readonly GridColumn[];
  readonly edits: Edits;
  readonly setEdits: (edits: Edits | ((prev: Edits) => Edits)) => void;
  readonly setMarks: (marks: ReadonlySet<string>) => void;
  readonly reload: () => Promise<GridRow[] | null>;
  readonly focusKey: (key: string) => void;
  /** Completes the checked records before sending (reasons for change); null: the user cancelled. */
  readonly prepare?: (records: ChangeRecordInput[]) => Promise<ChangeRecordInput[] | null>;
  /** The electronic signature the records need (undefined: none; null: the user cancelled). */
  readonly sign?: (records: ChangeRecordInput[]) => Promise<SignatureInput | null | undefined>;
  /** Offline data entry: a Submit without network, or one the network failed, is queued with its id. */
  readonly offline?: { readonly isOffline: () => boolean; readonly queue: (id: string, records: ChangeRecordInput[]) => void };
}

/**
 * The key of a screen's submission: pending from the call until the grid has its fresh values; the page reads it with useIsMutating (button disabled, grid frozen).
 */
export const submissionKey = (screenId: number) => ['submitData', screenId] as const;

interface Submission {
  readonly attempt: SubmissionAttempt;
  readonly records: ChangeRecordInput[];
  readonly signature?: SignatureInput | undefined;
}

const freshValues = (rows: readonly GridRow[], columns: readonly GridColumn[]): Map<string, number | null> => {
  const values = new Map<string, number | null>();
  for (const row of rows) for (const column of columns) values.set(cellKey(cellAt(row, column)), originalAt(row, column.CODE));
  return values;
};

/**
 * Check and Submit (spec 1 §4, §5, §8). Submit: 'Nothing to Submit' with no changes; the first invalid
 * change is 'Error on code: {code}'; the button is disabled while submitting; one submission id per
 * attempt, kept when the same changes are retried. Success: 'Data Submitted', reload values and labels
 * (the server recalculates what depends on the values by itself; calculated cells follow as pushed). A 409 shows the
 * server's message, marks the cells it names and measures the edits against the fresh values; any other
 * failure shows the server's 4xx message or 'Data submission failed'. Answers whether the changes went through.
 * Offline (or with no answer) the attempt is queued with its id instead (docs/offlineEntry.md); `resend` sends it later.
 */
export const useSubmit = ({
  screenId,
  operation,
  daily = false,
  columns,
  edits,
  setEdits,
  setMarks,
  reload,
  focusKey,
  prepare,
  sign,
  offline,
}: Options) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const attempt = useRef<SubmissionAttempt | null>(null);

  /** The edits left are measured against the fresh values (after a 409, or edits typed while a Submit was queued). */
  const rebaseOn = (fresh: GridRow[]) => {
    const values = freshValues(fresh, columns);
    setEdits((prev) => rebase(prev, (key) => values.get(key)));
  };

  const submission = useMutation({
    mutationKey: submissionKey(screenId),
    mutationFn: ({ attempt: current, records, signature }: Submission) =>
      submitData({ submissionId: current.id, screenId: String(screenId), data: records, ...(signature ? { signature } : {}) }),
    onSuccess: async (answer, sent) => {
      attempt.current = null;
      void message.success(answer.message || DATA_MESSAGES.submitted);
      setEdits((prev) => withoutSent(prev, sent.records));
      setMarks(new Set());
      const fresh = await reload();
      if (fresh) rebaseOn(fresh);
    },
    onError: async (error, sent) => {
      if (offline && !sent.signature && error instanceof ApiError && error.status === 0) {
        offline.queue(sent.attempt.id, sent.records);
        return;
      }
      if (!(error instanceof ApiError && error.status === 409)) {
        reportError(error, MESSAGES.dataSubmissionFailed);
        return;
      }
      void message.error(error.message);
      setMarks(new Set(staleCellKeys(error.message)));
      const fresh = await reload();
      if (fresh) rebaseOn(fresh);
    },
  });

  const { mutateAsync: submitChanges } = submission;

  const check = useCallback(() => {
    const order = columns.map((c) => c.CODE);
    const byCode = new Map(columns.map((c) => [c.CODE, c]));
    return checkChanges(
      pendingChanges(edits, (code) => order.indexOf(code)),
      byCode,
      operation,
      daily,
    );
  }, [columns, edits, operation, daily]);

  const runCheck = useCallback(() => {
    const result = check();
    const { kind, text } = checkMessage(result);
    if (kind === 'success') void message.success(text);
    else if (kind === 'warning') void message.warning(text);
    else void message.error(text);
    if (!result.ok && result.cell) focusKey(result.cell);
  }, [check, message, focusKey]);

  const submit = useCallback(async (): Promise<boolean> => {
    if (queryClient.isMutating({ mutationKey: submissionKey(screenId) }) > 0) return false;
    const result = check();
    if (!result.ok) {
      if (result.message === DATA_MESSAGES.nothingToSubmit) void message.info(result.message);
      else void message.error(errorText(result));
      if (result.cell) focusKey(result.cell);
      return false;
    }
    if (result.warnings.length > 0) void message.warning(warningText(result.warnings));
    const records = prepare ? await prepare(result.records) : result.records;
    if (!records) return false;
    const signature = sign ? await sign(records) : undefined;
    if (signature === null) return false;
    const current = attemptFor(attempt.current, records, () => crypto.randomUUID());
    attempt.current = current;
    // A signed Submit is never queued: the signer's password is not kept on the device.
    if (offline?.isOffline() && signature === undefined) {
      offline.queue(current.id, records);
      return false;
    }
    return submitChanges({ attempt: current, records, signature }).then(
      () => true,
      () => false,
    );
  }, [check, focusKey, message, prepare, sign, queryClient, screenId, submitChanges, offline]);

  /** Sends changes queued earlier under their own submission id (a retry of the same attempt). */
  const resend = useCallback(
    (id: string, records: ChangeRecordInput[]) => {
      attempt.current = { id, fingerprint: fingerprintOf(records) };
      return submitChanges({ attempt: attempt.current, records });
    },
    [submitChanges],
  );

  return { submit, runCheck, resend };
};
