import { ExportPreview, type PreviewSource } from '../../../components/ExportPreview.tsx';
import { FormModal } from '../../../components/FormModal.tsx';

/**
 * Run Report's dialog: the first rows of the report as its workbook will hold them (oldest first, the
 * report's period and blank rows), then Download runs it.
 */
export const RunReportModal = ({
  source,
  onRun,
  onCancel,
}: {
  /** The report, site, dates and operation to preview; null: closed. */
  source: Extract<PreviewSource, { kind: 'report' }> | null;
  onRun: () => void;
  onCancel: () => void;
}) => (
  <FormModal open={source !== null} title="Run Report" okText="Download" submitting={false} onOk={onRun} onCancel={onCancel}>
    {source ? <ExportPreview source={source} sort="asc" /> : null}
  </FormModal>
);
