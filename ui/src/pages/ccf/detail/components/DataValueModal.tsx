import { CcfDataBody, systemClock } from '@ftr/contracts';
import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { submitValidated } from '../../../../forms/submitValidated.ts';
import { ApiError } from '../../../../api/ApiError.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { typedAtPrecision } from '../../../../features/values/cellText.ts';
import { ReasonModal } from '../../../../features/audit/ReasonModal.tsx';
import { reasonCells } from '../../rules.ts';
import { addDataValue } from '../../service.ts';
import { currentRealSlot } from '../../time.ts';
import { useReportClientError } from '../../../../api/errors.ts';
import { withUnit } from '../../../../format/units.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
const fields = CcfDataBody.shape;

interface DataForm {
  analyst: string;
  date: Dayjs;
  hour: number;
  value: number;
}

interface Props {
  open: boolean;
  ccfId: string;
  /** The parameter's display precision: a typed value is shown at it once typing ends. */
  precision: number | null;
  /** The parameter's unit (null: none): the value is typed in it, so the label says which. */
  units?: string | null;
  /** The signed-in user's full name: the default analyst. */
  analyst: string;
  onClose: () => void;
}

const initialValues = (analyst: string): Partial<DataForm> => {
  const slot = currentRealSlot(systemClock.now());
  return { analyst, date: dayjs(slot.realDate, DATE_FORMAT), hour: slot.realHour };
};

/**
 * Spec 3 "CCF detail" data value: analyst, real date and hour (1..24) and the value. It goes into the
 * parameter's cell through data entry's rules; when that replaces a submitted value whose change needs
 * a reason, the server says so and the grid's own reason dialog asks for one before sending it again.
 */
export const DataValueModal = ({ open, ccfId, precision, units = null, analyst, onClose }: Props) => {
  const [form] = Form.useForm<DataForm>();
  const { message } = App.useApp();
  const report = useReportClientError();
  const [pending, setPending] = useState<{ body: CcfDataBody; cells: string[] } | null>(null);

  const send = useFormMutation({
    write: (body: CcfDataBody) => addDataValue(ccfId, body),
    invalidates: ['ccfDataValues', 'getCcf', 'ccfComments'],
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
    // Replacing a submitted value whose change needs a reason: the reason dialog asks, then it goes again.
    onError: (error, body) => {
      const cells = error instanceof ApiError && error.status === 400 && !body.reason ? reasonCells(error.message) : null;
      if (cells) setPending({ body, cells });
      else report(error);
    },
  });
  const submitting = send.isPending;

  const submit = () =>
    submitValidated(form, (values) =>
      send.mutate({ analyst: values.analyst, date: values.date.format(DATE_FORMAT), hour: values.hour, value: values.value }),
    );

  return (
    <>
      <Modal
        open={open}
        title="Add Data Value"
        okText="Submit"
        confirmLoading={submitting}
        onOk={submit}
        onCancel={onClose}
        mask={{ closable: !submitting }}
        destroyOnHidden
      >
        {open && (
          <Form<DataForm> form={form} clearOnDestroy layout="vertical" name="ccfData" initialValues={initialValues(analyst)}>
            <Form.Item label="Analyst" name="analyst" rules={[contractRule(fields.analyst)]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              label="Date"
              name="date"
              rules={[{ required: true, message: 'Date must be entered' }]}
              extra="Real date and hour: hour 24 is midnight ending the date."
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Hour" name="hour" rules={[contractRule(fields.hour)]}>
              <InputNumber placeholder="1 - 24" min={1} max={24} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={withUnit('Value', units)} name="value" rules={[contractRule(fields.value)]}>
              <InputNumber
                style={{ width: '100%' }}
                autoFocus
                formatter={(value, info) =>
                  info.userTyping ? info.input : typedAtPrecision(value === undefined ? '' : String(value), precision)
                }
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
      <ReasonModal
        cells={pending?.cells ?? []}
        onDone={(reason) => {
          const body = pending?.body;
          setPending(null);
          if (reason && body) send.mutate({ ...body, reason });
        }}
      />
    </>
  );
};
