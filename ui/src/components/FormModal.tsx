import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import type { FormInstance } from 'antd';

/**
 * A modal form's submit: validate, save (one at a time), and on failure hand the error over (the save
 * itself shows its success and closes the modal).
 */
export const useFormSubmit = <V,>(form: FormInstance<V>, save: (values: V) => Promise<void>, onError: (error: unknown) => void) => {
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      await save(values);
    } catch (error) {
      onError(error);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit: () => void submit() };
};

interface FormModalProps {
  open: boolean;
  title: string;
  okText: string;
  submitting: boolean;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The modal around a form: its content is mounted only while open, and it cannot be dismissed while saving. */
export const FormModal = ({ open, title, okText, submitting, onOk, onCancel, children }: FormModalProps) => (
  <Modal open={open} title={title} okText={okText} confirmLoading={submitting} onOk={onOk} onCancel={onCancel} maskClosable={!submitting} destroyOnHidden>
    {open && children}
  </Modal>
);
