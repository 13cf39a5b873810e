import { DASHBOARD_FORMATS, DASHBOARD_MESSAGES as M, type CreateDashboardBody } from '@ftr/contracts';
import { App, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FormModal } from '../../../components/FormModal.tsx';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { createDashboard } from '../service.ts';

const FORMAT_OPTIONS = Object.entries(DASHBOARD_FORMATS).map(([value, label]) => ({ value: Number(value), label }));

/** Spec 2 §2: the 'New Dashboard' modal, Title and Format (Desktop 1, Mobile 2); opens the new dashboard's manage screen. */
export const NewDashboardModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<CreateDashboardBody>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useFormMutation({
    write: createDashboard,
    invalidates: ['listSiteDashboards', 'listCorporateDashboards'],
    fields: { form, names: ['description', 'format'] },
    onSuccess: (result) => {
      void message.success(M.added);
      onClose();
      void navigate(`/dashboards/manage/${String(result.ID)}`);
    },
  });
  const submit = async () => create.mutate(await form.validateFields());
  return (
    <FormModal
      open={open}
      title="New Dashboard"
      okText="Create"
      submitting={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ format: 1 }}>
        <Form.Item name="description" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
          <Input maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item name="format" label="Format" rules={[{ required: true }]}>
          <Select options={FORMAT_OPTIONS} aria-label="Format" />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
