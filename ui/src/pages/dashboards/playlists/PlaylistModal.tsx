import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAYLIST_MESSAGES as M, PLAYLIST_SECONDS_MAX, PLAYLIST_SECONDS_MIN, type PlaylistBody, type PlaylistDto } from '@ftr/contracts';
import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { call } from '../../../api/client.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';

interface Props {
  /** The playlist to change, 'new', or null (closed). */
  target: PlaylistDto | 'new' | null;
  onClose: () => void;
}

/** A playlist's name and items: each a dashboard or live-data wallboard of the site, shown for its seconds. */
export const PlaylistModal = ({ target, onClose }: Props) => {
  const [form] = Form.useForm<PlaylistBody>();
  const { message } = App.useApp();
  const site = useAtomValue(claimsAtom)?.site ?? 'CO';
  const dashboards = useRouteQuery('listSiteDashboards', { params: { site }, query: {} }, { enabled: target !== null });
  const screens = useRouteQuery('liveScreens', { params: { site } }, { enabled: target !== null && site !== 'CO' });
  // Watched so the item selects follow a changed kind; read through the form (undefined before the first render).
  Form.useWatch('items', form);
  const kindAt = (index: number): unknown => form.getFieldValue(['items', index, 'kind']);
  const options = (k: 'dashboard' | 'wallboard') =>
    k === 'wallboard'
      ? (screens.data ?? []).map((s) => ({ value: s.ID, label: s.DESCRIPTION }))
      : (dashboards.data ?? []).map((d) => ({ value: d.ID, label: d.DESCRIPTION }));
  const save = useFormMutation({
    write: (body: PlaylistBody) =>
      target === 'new' || target === null
        ? call('createPlaylist', { body })
        : call('updatePlaylist', { params: { id: String(target.ID) }, body }),
    invalidates: ['listPlaylists', 'getPlaylist'],
    fields: { form, names: ['name'] },
    onSuccess: () => {
      void message.success(M.saved);
      onClose();
    },
  });
  const initial = target && target !== 'new' ? { name: target.NAME, items: target.ITEMS } : { items: [{ kind: 'dashboard', seconds: 30 }] };
  return (
    <FormModal
      open={target !== null}
      title={target === 'new' ? 'New Playlist' : 'Playlist'}
      okText="Save"
      submitting={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" data-testid={`playlist-item-${index}`}>
                  <Form.Item name={[field.name, 'kind']}>
                    <Select
                      aria-label={`Item ${index + 1} kind`}
                      style={{ width: 120 }}
                      options={[
                        { value: 'dashboard', label: 'Dashboard' },
                        { value: 'wallboard', label: 'Wallboard' },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'ref']} rules={[{ required: true, message: 'Choose one' }]}>
                    <Select
                      aria-label={`Item ${index + 1}`}
                      style={{ width: 200 }}
                      options={options(kindAt(index) === 'wallboard' ? 'wallboard' : 'dashboard')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'seconds']} rules={[{ required: true, message: 'Seconds' }]}>
                    <InputNumber
                      aria-label={`Item ${index + 1} seconds`}
                      min={PLAYLIST_SECONDS_MIN}
                      max={PLAYLIST_SECONDS_MAX}
                      precision={0}
                      placeholder="Seconds"
                    />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={`Remove item ${index + 1}`} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'dashboard', seconds: 30 })}>
                Add item
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
};
