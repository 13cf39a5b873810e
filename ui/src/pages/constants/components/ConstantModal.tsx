import { CONSTANT_SITES } from '@ftr/contracts';
import { App, DatePicker, Form, Input, InputNumber, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { check } from '../../../forms/check.ts';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { globalBody, initialForm, limitMessage, siteBody, type ConstantForm, type ConstantTarget } from '../form.ts';
import { updateConstant, updateGlobalConstant } from '../service.ts';

/** The reads a constant's change shows in (the recalculation it starts shows on /recalculate). */
export const CONSTANT_READS = ['listConstants', 'listGlobalConstants', 'listRecalculationJobs'] as const;
const DATE = 'YYYY-MM-DD';

interface Props {
  target: ConstantTarget | null;
  today: string;
  onClose: () => void;
}

/** What the form holds: the date as a picker value. */
type FormValues = Omit<ConstantForm, 'EffectiveFrom'> & { EffectiveFrom: Dayjs };

/**
 * Spec 2 §2 Constants edit modal: the site's value (head office: BU, CA, NE and WI), from which factory
 * date it is in force (today by default; calculations that use it are recalculated from then) and a reason.
 */
export const ConstantModal = ({ target, today, onClose }: Props) => {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useFormMutation({
    write: ({ to, values }: { to: ConstantTarget; values: ConstantForm }) =>
      to.mode === 'site'
        ? updateConstant(to.constant.CODE, siteBody(values))
        : updateGlobalConstant(to.constant.CODE, globalBody(values, to.constant)),
    invalidates: CONSTANT_READS,
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
    fields: { form, names: [...CONSTANT_SITES] },
  });
  const submit = () =>
    submitValidated(form, (values) => {
      if (target) save.mutate({ to: target, values: { ...values, EffectiveFrom: values.EffectiveFrom.format(DATE) } });
    });
  const limits = target?.constant ?? { MIN_LIMIT: null, MAX_LIMIT: null };
  const withinLimits = { validator: (_rule: unknown, value: number | null | undefined) => check(limitMessage(value, limits)) };
  const initial = target ? initialForm(target, today) : null;

  return (
    <Modal
      open={target !== null}
      title={target ? `Edit Constant ${target.constant.CODE}` : ''}
      okText="Save"
      okButtonProps={{ disabled: save.isPending }}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !save.isPending }}
    >
      {target && initial && (
        <Form<FormValues>
          form={form}
          clearOnDestroy
          layout="vertical"
          name="constant"
          initialValues={{ ...initial, EffectiveFrom: dayjs(initial.EffectiveFrom, DATE) }}
        >
          <p>
            {target.constant.HEADING1}
            {target.constant.UNITS ? ` (${target.constant.UNITS})` : ''}
          </p>
          {target.mode === 'site' ? (
            <Form.Item label="Value" name="Value" rules={[{ required: true, message: 'Value is required' }, withinLimits]}>
              <InputNumber style={{ width: '100%' }} autoFocus />
            </Form.Item>
          ) : (
            CONSTANT_SITES.map((site) => (
              <Form.Item key={site} label={site} name={site} rules={[withinLimits]}>
                <InputNumber style={{ width: '100%' }} disabled={target.constant[site] === null} />
              </Form.Item>
            ))
          )}
          <Form.Item label="In Force From" name="EffectiveFrom" rules={[{ required: true, message: 'In force from is required' }]}>
            <DatePicker format={DATE} style={{ width: '100%' }} allowClear={false} disabledDate={(date) => date.format(DATE) > today} />
          </Form.Item>
          <Form.Item label="Reason" name="Reason">
            <Input maxLength={500} />
          </Form.Item>
          {target.mode === 'site' && target.constant.HISTORY.length > 0 && (
            <Table
              size="small"
              rowKey="CHANGED_AT"
              pagination={false}
              dataSource={target.constant.HISTORY}
              columns={[
                { title: 'From', dataIndex: 'EFFECTIVE_FROM' },
                { title: 'Value', dataIndex: 'VALUE' },
                { title: 'Was', dataIndex: 'PREVIOUS' },
                { title: 'By', dataIndex: 'CHANGED_BY' },
                { title: 'Reason', dataIndex: 'REASON' },
              ]}
            />
          )}
        </Form>
      )}
    </Modal>
  );
};
