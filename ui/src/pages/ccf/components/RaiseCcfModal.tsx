import { CCF_COMMENT_TYPES, CcfCommentBody, DEFAULT_COMMENT_TYPE, type CcfParameterDto, type OperationDto } from '@ftr/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { commentTypeOptions } from '../rules.ts';
import { raiseCcf } from '../service.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
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
const NO_PARAMETERS: CcfParameterDto[] = [];
const NO_OPERATIONS: OperationDto[] = [];

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
  const parameters = useRouteQuery('listCcfParameters', {}, { enabled: open, onError: report }).data ?? NO_PARAMETERS;
  const types = useRouteQuery('ccfCommentTypes', {}, { enabled: open }).data ?? CCF_COMMENT_TYPES;
  const operations = useRouteQuery('listOperations', {}, { enabled: open, onError: report, select: byActive }).data ?? NO_OPERATIONS;
  // Options keep their identity while the cached lists do (a refetch with the same answer keeps the same data).
  const parameterOptions = useMemo(() => parameters.map((p) => ({ value: p.CODE, label: `${p.CODE} · ${p.CCF_TITLE}` })), [parameters]);
  const operationOptions = useMemo(
    () => operations.map((op) => ({ value: op.OPTN_CODE, label: `${op.OPTN_CODE} · ${op.COMMENTS} · ${op.STATUS}` })),
    [operations],
  );
  // The first active operation is the default; a choice already made is never overwritten.
  const firstOperation = operations[0]?.OPTN_CODE;
  useEffect(() => {
    if (open && firstOperation && !form.getFieldValue('operation')) form.setFieldValue('operation', firstOperation);
  }, [open, firstOperation, form]);

  const raise = useFormMutation({
    write: (values: RaiseForm) => {
      const parameter = parameters.find((p) => p.CODE === values.parameter);
      return raiseCcf({
        parameter: values.parameter,
        operation: values.operation,
        ccfType: parameter?.CCF_TYPE ?? null,
        ccfAnalysis: parameter?.CCF_ANALYSIS ?? null,
        status: 'O',
        raisedFrom: 'OPERATOR',
        comment: { type: values.type, comment: values.comment },
      });
    },
    invalidates: ['listCcfs', 'ccfSummary'],
    onSuccess: (result, values) => {
      if (result.existing) void message.warning(`${result.message}; your comment was added to it`);
      else void message.success(result.message);
      onClose();
      onRaised({ id: result.id, parameter: values.parameter });
    },
    onError: report,
  });
  const submitting = raise.isPending;

  return (
    <Modal
      open={open}
      title="Raise CCF"
      okText="Raise"
      confirmLoading={submitting}
      onOk={() => submitValidated(form, raise.mutate)}
      onCancel={onClose}
      mask={{ closable: !submitting }}
      destroyOnHidden
    >
      <Form<RaiseForm>
        form={form}
        clearOnDestroy
        layout="vertical"
        name="raiseCcf"
        preserve={false}
        initialValues={{ type: DEFAULT_COMMENT_TYPE }}
      >
        <Form.Item label="CCF Parameter" name="parameter" rules={[{ required: true, message: 'CCF parameter must be selected' }]}>
          <Select
            aria-label="CCF Parameter"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a CCF parameter"
            options={parameterOptions}
          />
        </Form.Item>
        <Form.Item label="Operation" name="operation" rules={[{ required: true, message: 'Operation must be selected' }]}>
          <Select
            aria-label="Operation"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose an operation"
            options={operationOptions}
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
