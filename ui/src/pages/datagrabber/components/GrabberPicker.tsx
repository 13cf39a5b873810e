import type { ReportDefinitionDto } from '@ftr/contracts';
import { Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import type { GrabberChoice, Sharing } from '../choice.ts';

const options = (grabbers: readonly ReportDefinitionDto[] | undefined) =>
  (grabbers ?? []).map((g) => ({ value: g.ID, label: g.REPORT_NAME }));

/** The grabbers the choice picks from: the user's personal ones, or the shared ones of its category. */
export const useGrabberList = (value: GrabberChoice) => {
  const personal = useRouteQuery('listMyGrabbers', {}, { enabled: value.sharing === 'Personal' });
  const shared = useRouteQuery(
    'listSharedGrabbers',
    { params: { category: String(value.category) } },
    { enabled: value.sharing === 'Shared' },
  );
  return value.sharing === 'Personal' ? personal : shared;
};

/** Whether the chosen grabber is one the user may pick (a linked or remembered one may not be, or be gone). */
export const isListed = (list: ReturnType<typeof useGrabberList>, grabberId: number | null): boolean =>
  grabberId !== null && (list.data ?? []).some((g) => g.ID === grabberId);

/** Spec 1 §2 Grabber: a personal or a shared stored grabber (shared ones by category). */
export const GrabberPicker = ({ value, onChange }: { value: GrabberChoice; onChange: (choice: GrabberChoice) => void }) => {
  const categories = useRouteQuery('listReportCategories', { query: { ShowAll: 'true' } }, { enabled: value.sharing === 'Shared' });
  const list = useGrabberList(value);
  // A remembered or linked grabber that is not (or no longer) in the user's list: the picker starts empty.
  const unknown = value.grabberId !== null && list.isSuccess && !list.isFetching && !isListed(list, value.grabberId);
  useEffect(() => {
    if (unknown) onChange({ ...value, grabberId: null });
  }, [unknown, value, onChange]);
  return (
    <>
      <Radio.Group
        aria-label="Sharing"
        optionType="button"
        value={value.sharing}
        options={['Personal', 'Shared']}
        onChange={(e) => onChange({ sharing: e.target.value as Sharing, category: 0, grabberId: null })}
      />
      {value.sharing === 'Shared' && (
        <Select
          aria-label="Category"
          style={{ width: 180 }}
          options={[{ value: 0, label: 'All categories' }, ...(categories.data ?? []).map((c) => ({ value: c.ID, label: c.NAME }))]}
          value={value.category}
          onChange={(category: number) => onChange({ ...value, category, grabberId: null })}
        />
      )}
      <Select
        aria-label="Grabber"
        placeholder="Grabber"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 260 }}
        loading={list.isLoading}
        options={options(list.data)}
        value={value.grabberId ?? undefined}
        onChange={(grabberId: number) => onChange({ ...value, grabberId })}
      />
    </>
  );
};
