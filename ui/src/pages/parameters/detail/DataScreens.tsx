import { SCREEN_TYPE_NAMES, type ParameterDataScreenDto } from '@ftr/contracts';
import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

/** Spec 2 §2: the data-entry screens that show the parameter, each linking to /dataentry/manage/{id}. */
export const DataScreens = ({ code }: { code: string }) => {
  const screens = useRouteQuery('listParameterDataScreens', { params: { code } });
  return (
    <Card title="Data entry screens" size="small" data-testid="parameter-data-screens">
      <List<ParameterDataScreenDto>
        size="small"
        loading={screens.isPending}
        dataSource={screens.data ?? []}
        renderItem={(s) => (
          <List.Item>
            <Link to={`/dataentry/manage/${s.ID}`}>{s.DESCRIPTION}</Link> {SCREEN_TYPE_NAMES[s.SCREEN_TYPE]}
          </List.Item>
        )}
      />
    </Card>
  );
};
