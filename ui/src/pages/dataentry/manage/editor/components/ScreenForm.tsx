import {
  DATA_SCREEN_MESSAGES as M,
  SCREEN_AREA_NAMES,
  SCREEN_AREAS,
  SCREEN_NAME_MAX,
  SCREEN_TYPE_NAMES,
  SCREEN_TYPES,
  ScreenAccessLevel,
  ScreenArea,
  ScreenName,
  ScreenType,
  type DataAccessLevel,
  type DataScreenDto,
} from '@ftr/contracts';
import { App, Button, Form, Input, Radio, Select } from 'antd';
import { useFormValid } from '../../../../../forms/useFormValid.ts';
import { useFormMutation } from '../../../../../query/useFormMutation.ts';
import { contractRule } from '../../../../../forms/contractRule.ts';
import { createScreen, updateScreen } from '../../service.ts';

interface ScreenFormValues {
  DESCRIPTION: string;
  SCREEN_TYPE: DataScreenDto['SCREEN_TYPE'];
  ACCESS_LEVEL: number;
  AREA: DataScreenDto['AREA'];
}

interface Props {
  /** The screen being edited; null for a new one. */
  screen: DataScreenDto | null;
  levels: DataAccessLevel[];
  onCreated: (id: number) => void;
}

const DEFAULTS: Partial<ScreenFormValues> = { SCREEN_TYPE: 'HLY', AREA: 'A' };

/**
 * Spec 1 §2, §5 Screen editor fields: name (required, at most 40), type (fixed once created), access
 * level 1 to 4 and area A or V, each checked on change with the contract's rule; Create/Update is
 * disabled while the form is invalid.
 */
export const ScreenForm = ({ screen, levels, onCreated }: Props) => {
  const [form] = Form.useForm<ScreenFormValues>();
  const valid = useFormValid(form);
  const { message } = App.useApp();

  const update = useFormMutation({
    write: ({ id, v }: { id: number; v: ScreenFormValues }) =>
      updateScreen(id, { DESCRIPTION: v.DESCRIPTION, ACCESS_LEVEL: v.ACCESS_LEVEL, AREA: v.AREA }),
    invalidates: ['getDataScreen', 'listDataScreens'],
    onSuccess: () => void message.success(M.screenUpdated),
  });
  const create = useFormMutation({
    write: createScreen,
    invalidates: ['listDataScreens'],
    onSuccess: (created) => {
      void message.success(M.screenCreated);
      onCreated(created.ID);
    },
  });
  const saving = update.isPending || create.isPending;
  const submit = (v: ScreenFormValues) => (screen ? update.mutate({ id: screen.ID, v }) : create.mutate(v));

  return (
    <Form<ScreenFormValues>
      form={form}
      layout="vertical"
      name="screen"
      initialValues={screen ?? DEFAULTS}
      onFinish={submit}
      style={{ maxWidth: 520 }}
    >
      <Form.Item label="Name" name="DESCRIPTION" rules={[contractRule(ScreenName)]}>
        <Input showCount maxLength={SCREEN_NAME_MAX} autoFocus={!screen} />
      </Form.Item>
      <Form.Item
        label="Type"
        name="SCREEN_TYPE"
        rules={[contractRule(ScreenType)]}
        extra={screen ? 'The type cannot change once the screen exists' : undefined}
      >
        <Select disabled={screen !== null} options={SCREEN_TYPES.map((t) => ({ value: t, label: SCREEN_TYPE_NAMES[t] }))} />
      </Form.Item>
      <Form.Item label="Access Level" name="ACCESS_LEVEL" rules={[contractRule(ScreenAccessLevel)]}>
        <Select<number>
          placeholder="Select an access level"
          options={levels.map((l) => ({ value: l.ID, label: `${l.ID} - ${l.DESCRIPTION}` }))}
        />
      </Form.Item>
      <Form.Item label="Area" name="AREA" rules={[contractRule(ScreenArea)]}>
        <Radio.Group options={SCREEN_AREAS.map((a) => ({ value: a, label: SCREEN_AREA_NAMES[a] }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!valid || saving} loading={saving}>
        {screen ? 'Update' : 'Create'}
      </Button>
    </Form>
  );
};
