import { DeleteOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAYLIST_MESSAGES as M, type PlaylistDto } from '@ftr/contracts';
import { App, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '../../../api/client.ts';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { PlaylistModal } from './PlaylistModal.tsx';

/** Control-room playlists of the site: add, change, archive, and start one. */
const Playlists = () => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery('listPlaylists', {}, { onError: reportError });
  const [target, setTarget] = useState<PlaylistDto | 'new' | null>(null);
  const archive = useFormMutation({
    write: (p: PlaylistDto) => call('archivePlaylist', { params: { id: String(p.ID) } }),
    invalidates: ['listPlaylists'],
    onSuccess: () => void message.success(M.archived),
  });
  return (
    <>
      <PageTitle page="Playlists" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Playlists
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
          New
        </Button>
      </Flex>
      <Table<PlaylistDto>
        rowKey="ID"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_, p) => (
              <Button type="link" onClick={() => setTarget(p)}>
                {p.NAME}
              </Button>
            ),
          },
          { title: 'Items', key: 'items', render: (_, p) => p.ITEMS.length },
          { title: 'Loop', key: 'loop', render: (_, p) => `${p.ITEMS.reduce((sum, i) => sum + i.seconds, 0)} s` },
          {
            title: '',
            key: 'actions',
            render: (_, p) => (
              <Space>
                <Link to={`/dashboards/playlist/${p.ID}`} aria-label={`Start ${p.NAME}`}>
                  <PlayCircleOutlined /> Start
                </Link>
                <Popconfirm title={`Archive ${p.NAME}?`} okText="Archive" onConfirm={() => archive.mutate(p)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Archive ${p.NAME}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PlaylistModal
        key={target === null ? 'closed' : target === 'new' ? 'new' : target.ID}
        target={target}
        onClose={() => setTarget(null)}
      />
    </>
  );
};

export default Playlists;
