import { DeleteOutlined } from '@ant-design/icons';
import { DATA_SCREEN_MESSAGES as M, MESSAGES, LOGIN_SITE_LABELS, type FavouriteDto } from '@ftr/contracts';
import { App, Button, Table, Typography, type TableColumnsType } from 'antd';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { queryKey } from '../../../query/keys.ts';
import { useOptimisticMutation } from '../../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { removeFavourite } from './service.ts';

/**
 * Spec 3 §2 Profile, My Favourites: the user's favourite data screens; removing one takes it off the
 * list at once and puts it back if the server refuses ('Favourite Removed').
 */
const FavouritesPage = () => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery(
    'listFavourites',
    {},
    { onError: (error) => reportError(error, MESSAGES.favouritesLoadFailed) },
  );
  const favourites = data ?? [];
  const removal = useOptimisticMutation({
    key: queryKey('listFavourites', {}),
    change: (list: FavouriteDto[], favourite: FavouriteDto) => list.filter((f) => f.ID !== favourite.ID),
    write: (favourite: FavouriteDto) => removeFavourite(favourite.ID),
    onSuccess: () => void message.success(M.favouriteRemoved),
    onError: (error) => reportError(error),
  });

  const columns: TableColumnsType<FavouriteDto> = [
    { title: 'Screen', dataIndex: 'DESCRIPTION', key: 'name' },
    { title: 'Site', dataIndex: 'SITE', key: 'site', render: (site: FavouriteDto['SITE']) => LOGIN_SITE_LABELS[site] },
    {
      key: 'remove',
      width: 60,
      render: (_v, f) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${f.DESCRIPTION}`} onClick={() => removal.mutate(f)} />
      ),
    },
  ];
  return (
    <>
      <PageTitle page="My Favourites" />
      <Typography.Title level={4}>My Favourites</Typography.Title>
      <Table<FavouriteDto>
        rowKey="ID"
        columns={columns}
        dataSource={favourites}
        loading={isLoading}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No favourite screens yet' }}
      />
    </>
  );
};

export default FavouritesPage;
