import {
  CHANGE_REASON_MAX,
  ChangeReason,
  DependencySequence,
  DependentCode,
  PARAMETER_MESSAGES,
  type DependencyDto,
  type ParameterDto,
} from '@ftr/contracts';
import { App, Button, Card, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormModal } from '../../../components/FormModal.tsx';
import { contractRule } from '../../../forms/contractRule.ts';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { mayChangeDependencies } from '../form.ts';
import { addDependency, removeDependency, updateDependency } from '../service.ts';

interface Props {
  parameter: ParameterDto;
  headOffice: boolean;
}
interface DependencyForm {
  SEQUENCE: number;
  DEPENDENT: string;
  REASON?: string | null;
}
type Target = { mode: 'add' } | { mode: 'edit'; dependency: DependencyDto };
const INVALIDATES = ['listDependents', 'listPrecedents'] as const;

/**
 * Spec 2 §2, §5, §6 dependencies of a parameter: its inputs, with Add / Edit / Remove for SIM parameters
 * (Edit and Remove disabled for a site user on a head-office parameter and for head office on a local one).
 */
export const Dependencies = ({ parameter, headOffice }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<DependencyForm>();
  const [target, setTarget] = useState<Target | null>(null);
  const inputs = useRouteQuery('listDependents', { params: { code: parameter.CODE } });
  const sim = parameter.PTYP_CODE === 'SIM';
  const owned = mayChangeDependencies(parameter.LOCAL_FLAG, headOffice);
  const save = useFormMutation({
    write: ({ to, values }: { to: Target; values: DependencyForm }) =>
      to.mode === 'add' ? addDependency(parameter.CODE, values) : updateDependency(to.dependency.ID, values),
    invalidates: INVALIDATES,
    onSuccess: (result) => {
      void message.success(result.message);
      setTarget(null);
    },
    fields: { form, names: ['SEQUENCE', 'DEPENDENT', 'REASON'] },
  });
  const remove = useFormMutation({
    write: (id: number) => removeDependency(id),
    invalidates: INVALIDATES,
    onSuccess: (result) => void message.success(result.message),
    onError: () => void message.error(PARAMETER_MESSAGES.dependencyNotDeleted),
  });

  return (
    <Card
      title="Dependencies"
      size="small"
      extra={
        sim && (
          <Button size="small" onClick={() => setTarget({ mode: 'add' })} data-testid="dependency-add">
            Add
          </Button>
        )
      }
      data-testid="parameter-dependencies"
    >
      <Table<DependencyDto>
        rowKey="ID"
        size="small"
        pagination={false}
        loading={inputs.isPending}
        dataSource={inputs.data ?? []}
        columns={[
          { title: 'Seq', dataIndex: 'SEQUENCE' },
          {
            title: 'Code',
            dataIndex: 'DEPENDENT',
            render: (code: string) => <Link to={`/parameters/${encodeURIComponent(code)}`}>{code}</Link>,
          },
          { title: 'Name', dataIndex: 'NAME' },
          ...(sim
            ? [
                {
                  key: 'actions',
                  render: (_v: unknown, d: DependencyDto) => (
                    <Space>
                      <Button size="small" disabled={!owned} onClick={() => setTarget({ mode: 'edit', dependency: d })}>
                        Edit
                      </Button>
                      <Button size="small" danger disabled={!owned || remove.isPending} onClick={() => remove.mutate(d.ID)}>
                        Remove
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormModal
        open={target !== null}
        title={target?.mode === 'edit' ? 'Edit dependency' : 'Add dependency'}
        okText={target?.mode === 'edit' ? 'Update' : 'Add'}
        submitting={save.isPending}
        onOk={() => submitValidated(form, (values) => target && save.mutate({ to: target, values }))}
        onCancel={() => setTarget(null)}
      >
        <Form<DependencyForm>
          form={form}
          clearOnDestroy
          layout="vertical"
          name="dependency"
          initialValues={target?.mode === 'edit' ? { SEQUENCE: target.dependency.SEQUENCE, DEPENDENT: target.dependency.DEPENDENT } : {}}
        >
          <Form.Item label="Sequence" name="SEQUENCE" rules={[contractRule(DependencySequence)]}>
            <InputNumber style={{ width: '100%' }} data-testid="dependency-sequence" />
          </Form.Item>
          <Form.Item label="Dependent" name="DEPENDENT" rules={[contractRule(DependentCode)]} normalize={(v: string) => v.toUpperCase()}>
            <Input data-testid="dependency-dependent" />
          </Form.Item>
          <Form.Item label="Reason for change" name="REASON" rules={[contractRule(ChangeReason)]} extra="Optional; kept in the history">
            <Input.TextArea rows={2} maxLength={CHANGE_REASON_MAX} />
          </Form.Item>
        </Form>
      </FormModal>
    </Card>
  );
};
