import type { DependencyDto } from '@ftr/contracts';
import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

/** Spec 2 §2 used-by: the calculated parameters that take this one as an input. */
export const UsedBy = ({ code }: { code: string }) => {
  const usedBy = useRouteQuery('listPrecedents', { params: { code } });
  return (
    <Card title="Used by" size="small" data-testid="parameter-used-by">
      <List<DependencyDto>
        size="small"
        loading={usedBy.isPending}
        dataSource={usedBy.data ?? []}
        renderItem={(d) => (
          <List.Item>
            <Link to={`/parameters/${encodeURIComponent(d.CALCULATED)}`}>{d.CALCULATED}</Link> (sequence {d.SEQUENCE})
          </List.Item>
        )}
      />
    </Card>
  );
};
