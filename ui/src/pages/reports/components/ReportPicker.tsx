import type { ReportDefinitionDto } from '@ftr/contracts';
import { Radio, Select } from 'antd';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

export type Sharing = 'Personal' | 'Shared';

export interface ReportChoice {
  sharing: Sharing;
  category: number | null;
  reportId: number | null;
}

const options = (reports: readonly ReportDefinitionDto[] | undefined) =>
  (reports ?? []).map((r) => ({ value: r.ID, label: r.REPORT_NAME }));

/** Spec 1 §2 Reports: a personal report, or a shared category and then a shared report. */
export const ReportPicker = ({ value, onChange }: { value: ReportChoice; onChange: (choice: ReportChoice) => void }) => {
  const personal = useRouteQuery('listPersonalReports', {}, { enabled: value.sharing === 'Personal' });
  const categories = useRouteQuery('listReportCategories', {}, { enabled: value.sharing === 'Shared' });
  const shared = useRouteQuery(
    'listSharedReports',
    { query: { category: String(value.category ?? '') } },
    { enabled: value.sharing === 'Shared' && value.category !== null },
  );
  return (
    <>
      <Radio.Group
        aria-label="Sharing"
        optionType="button"
        value={value.sharing}
        options={['Personal', 'Shared']}
        onChange={(e) => onChange({ sharing: e.target.value as Sharing, category: null, reportId: null })}
      />
      {value.sharing === 'Shared' && (
        <Select
          aria-label="Category"
          placeholder="Category"
          style={{ width: 200 }}
          loading={categories.isLoading}
          options={(categories.data ?? []).map((c) => ({ value: c.ID, label: c.NAME }))}
          value={value.category ?? undefined}
          onChange={(category: number) => onChange({ ...value, category, reportId: null })}
        />
      )}
      <Select
        aria-label="Report"
        placeholder="Report"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 280 }}
        loading={value.sharing === 'Personal' ? personal.isLoading : shared.isLoading}
        options={options(value.sharing === 'Personal' ? personal.data : value.category === null ? [] : shared.data)}
        value={value.reportId ?? undefined}
        onChange={(reportId: number) => onChange({ ...value, reportId })}
      />
    </>
  );
};
