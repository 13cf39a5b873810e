import {
  CreateParameterLinkBody,
  PARAMETER_LINK_FIELDS,
  PARAMETER_LINK_MESSAGES as M,
  ParameterCode,
  type ParameterLinkDto,
} from '@ftr/contracts';
import { App, Button, Card, Form, Input, List } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormModal } from '../../../components/FormModal.tsx';
import { contractRule } from '../../../forms/contractRule.ts';
import { refusedField } from '../../../forms/refusedField.ts';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { createLink, removeLink } from '../service.ts';

type LinkForm = Omit<CreateParameterLinkBody, 'firstCode'>;
const label = CreateParameterLinkBody.shape.firstLabel;

/**
 * Spec 2 §2 linked codes: the parameter's links (to the other parameter's detail page), Add Link and remove.
 * A failed create or remove says 'Failed'; a create refused about a field also shows on that field (§8).
 */
export const Links = ({ code, maintains }: { code: string; maintains: boolean }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<LinkForm>();
  const [adding, setAdding] = useState(false);
  const links = useRouteQuery('listParameterLinks', { params: { ref: code } });
  const create = useFormMutation({
    write: (values: LinkForm) => createLink({ firstCode: code, ...values }),
    invalidates: ['listParameterLinks'],
    onSuccess: (result) => {
      void message.success(result.message);
      setAdding(false);
    },
    onError: (error) => {
      const refused = refusedField(error, PARAMETER_LINK_FIELDS);
      if (refused && refused.field !== 'firstCode') form.setFields([{ name: refused.field, errors: [refused.message] }]);
      void message.error(M.failed);
    },
  });
  const remove = useFormMutation({
    write: (id: number) => removeLink(id),
    invalidates: ['listParameterLinks'],
    onSuccess: (result) => void message.success(result.message),
    onError: () => void message.error(M.failed),
  });

  return (
    <Card
      title="Linked codes"
      size="small"
      extra={
        maintains && (
          <Button size="small" onClick={() => setAdding(true)} data-testid="link-add">
            Add Link
          </Button>
        )
      }
      data-testid="parameter-links"
    >
      <List<ParameterLinkDto>
        size="small"
        loading={links.isPending}
        dataSource={links.data ?? []}
        renderItem={(link) => (
          <List.Item
            actions={
              maintains
                ? [
                    <Button key="remove" size="small" danger disabled={remove.isPending} onClick={() => remove.mutate(link.ID)}>
                      Remove
                    </Button>,
                  ]
                : []
            }
          >
            <Link to={`/parameters/${encodeURIComponent(link.LINKED_CODE)}`}>{link.LINKED_CODE}</Link> {link.LABEL}
          </List.Item>
        )}
      />
      <FormModal
        open={adding}
        title="Add Link"
        okText="Create"
        submitting={create.isPending}
        onOk={() => submitValidated(form, (values) => create.mutate(values))}
        onCancel={() => setAdding(false)}
      >
        <Form<LinkForm> form={form} clearOnDestroy layout="vertical" name="link">
          <Form.Item label={`Label of the link on ${code}'s page`} name="secondLabel" rules={[contractRule(label)]}>
            <Input data-testid="link-second-label" />
          </Form.Item>
          <Form.Item label="Linked code" name="secondCode" rules={[contractRule(ParameterCode)]} normalize={(v: string) => v.toUpperCase()}>
            <Input data-testid="link-second-code" />
          </Form.Item>
          <Form.Item label={`Label of the link on the linked code's page`} name="firstLabel" rules={[contractRule(label)]}>
            <Input data-testid="link-first-label" />
          </Form.Item>
          <Form.Item label="Reason for change" name="reason" rules={[contractRule(CreateParameterLinkBody.shape.reason)]}>
            <Input placeholder="Optional: kept in both parameters' History" data-testid="link-reason" />
          </Form.Item>
        </Form>
      </FormModal>
    </Card>
  );
};
