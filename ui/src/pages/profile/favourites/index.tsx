import { DeleteOutlined } from '@ant-design/icons';
import { DATA_SCREEN_MESSAGES as M, MESSAGES, SITE_NAMES, type FavouriteDto } from '@ftr/contracts';
import { App, Button, Table, Typography, type TableColumnsType } from 'antd';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useLiveQuery } from '../../../live/useLiveQuery.ts';
import { FAVOURITES_COLLECTION, listFavourites, removeFavourite } from './service.ts';

/**
 * Spec 3 §2 Profile, My Favourites: the user's favourite data screens; removing one takes it off the
 * list at once and puts it back if the server refuses ('Favourite Removed').
 */
const FavouritesPage = () => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const { data, loading, replace } = useLiveQuery(FAVOURITES_COLLECTION, listFavourites, (error) =>
    reportError(error, MESSAGES.favouritesLoadFailed),
  );
  const favourites = data ?? [];

  const remove = async (favourite: FavouriteDto) => {
    const before = favourites;
    replace(favourites.filter((f) => f.ID !== favourite.ID));
    try {
      await removeFavourite(favourite.ID);
      void message.success(M.favouriteRemoved);
    } catch (error) {
      replace(before);
      reportError(error);
    }
  };

  const columns: TableColumnsType<FavouriteDto> = [
    { title: 'Screen', dataIndex: 'DESCRIPTION', key: 'name' },
    { title: 'Site', dataIndex: 'SITE', key: 'site', render: (site: FavouriteDto['SITE']) => SITE_NAMES[site] },
    {
      key: 'remove', width: 60,
      render: (_v, f) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${f.DESCRIPTION}`} onClick={() => void remove(f)} />,
    },
  ];
  return (
    <>
      <PageTitle page="My Favourites" />
      <Typography.Title level={4}>My Favourites</Typography.Title>
      <Table<FavouriteDto> rowKey="ID" columns={columns} dataSource={favourites} loading={loading} pagination={false} size="middle" locale={{ emptyText: 'No favourite screens yet' }} />
    </>
  );
};

export default FavouritesPage;
