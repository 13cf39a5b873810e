import {
  CCF_COMMENT_TYPES,
  CcfCommentBody,
  DEFAULT_COMMENT_TYPE,
  type CcfCommentType,
  type CcfParameterDto,
  type OperationDto,
} from '@ftr/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useFormSubmit } from '../../../components/FormModal.tsx';
import { contractRule } from '../../../forms/contractRule.ts';
import { commentTypeOptions } from '../rules.ts';
import { listCcfParameters, listCommentTypes, listOperations, raiseCcf } from '../service.ts';
import { useReportClientError } from '../../../api/errors.ts';

interface RaiseForm {
  parameter: string;
  operation: string;
  type: number;
  comment: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The CCF raised, or the open one answered instead. */
  onRaised: (ccf: { id: string; parameter: string }) => void;
}

const fields = CcfCommentBody.shape;

/** Newest first as listed, the active ones before the rest. */
const byActive = (operations: OperationDto[]): OperationDto[] => [
  ...operations.filter((op) => op.STATUS === 'Active'),
  ...operations.filter((op) => op.STATUS !== 'Active'),
];

/**
 * Spec 3 "CCF list" raise dialog: a CCF parameter, an operation and a first comment (any type but the
 * close type, default 7). It is raised by an operator with status O; when one is already open for the
 * parameter and operation the server answers that one (the comment goes onto it), the user is told and it opens.
 */
export const RaiseCcfModal = ({ open, onClose, onRaised }: Props) => {
  const [form] = Form.useForm<RaiseForm>();
  const { message } = App.useApp();
  const report = useReportClientError();
  const [parameters, setParameters] = useState<CcfParameterDto[]>([]);
  const [operations, setOperations] = useState<OperationDto[]>([]);
  const [types, setTypes] = useState<readonly CcfCommentType[]>(CCF_COMMENT_TYPES);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    listCcfParameters().then((list) => live && setParameters(list), (error: unknown) => live && report(error));
    listCommentTypes().then((list) => live && setTypes(list), () => undefined);
    listOperations().then(
      (list) => {
        if (!live) return;
        const sorted = byActive(list);
        setOperations(sorted);
        if (!form.getFieldValue('operation') && sorted[0]) form.setFieldValue('operation', sorted[0].OPTN_CODE);
      },
      (error: unknown) => live && report(error),
    );
    return () => {
      live = false;
    };
  }, [open, form, report]);

  const { submitting, submit } = useFormSubmit(
    form,
    async (values) => {
      const parameter = parameters.find((p) => p.CODE === values.parameter);
      const result = await raiseCcf({
        parameter: values.parameter,
        operation: values.operation,
        ccfType: parameter?.CCF_TYPE ?? null,
        ccfAnalysis: parameter?.CCF_ANALYSIS ?? null,
        status: 'O',
        raisedFrom: 'OPERATOR',
        comment: { type: values.type, comment: values.comment },
      });
      if (result.existing) void message.warning(`${result.message}; your comment was added to it`);
      else void message.success(result.message);
      onClose();
      onRaised({ id: result.id, parameter: values.parameter });
    },
    report,
  );

  return (
    <Modal
      open={open}
      title="Raise CCF"
      okText="Raise"
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      maskClosable={!submitting}
      destroyOnHidden
    >
      <Form<RaiseForm> form={form} layout="vertical" name="raiseCcf" preserve={false} initialValues={{ type: DEFAULT_COMMENT_TYPE }}>
        <Form.Item label="CCF Parameter" name="parameter" rules={[{ required: true, message: 'CCF parameter must be selected' }]}>
          <Select
            aria-label="CCF Parameter"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a CCF parameter"
            options={parameters.map((p) => ({ value: p.CODE, label: `${p.CODE} · ${p.CCF_TITLE}` }))}
          />
        </Form.Item>
        <Form.Item label="Operation" name="operation" rules={[{ required: true, message: 'Operation must be selected' }]}>
          <Select
            aria-label="Operation"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose an operation"
            options={operations.map((op) => ({ value: op.OPTN_CODE, label: `${op.OPTN_CODE} · ${op.COMMENTS} · ${op.STATUS}` }))}
          />
        </Form.Item>
        <Form.Item label="Comment Type" name="type" rules={[{ required: true, message: 'Comment type must be selected' }]}>
          <Select aria-label="Comment Type" options={commentTypeOptions(types)} />
        </Form.Item>
        <Form.Item label="Comment" name="comment" rules={[contractRule(fields.comment)]}>
          <Input.TextArea aria-label="Comment" rows={4} maxLength={4000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
