import { AutoComplete } from 'antd';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  'data-testid'?: string;
}

/** The category (PCAT_CODE) field: any code, offering the site's categories (GET /parameter-groups) as the user types. */
export const CategoryInput = ({ id, value, onChange, 'data-testid': testId }: Props) => {
  const groups = useRouteQuery('listParameterGroups', {});
  return (
    <AutoComplete
      id={id}
      value={value ?? ''}
      onChange={onChange}
      options={(groups.data ?? []).map((g) => ({ value: g.CODE, label: `${g.CODE} (${g.COUNT})` }))}
      showSearch={{ filterOption: (text, option) => (option?.value ?? '').startsWith(text.toUpperCase()) }}
      data-testid={testId}
    />
  );
};
