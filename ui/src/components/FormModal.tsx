import { Modal } from 'antd';
import type { ReactNode } from 'react';

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
  <Modal
    open={open}
    title={title}
    okText={okText}
    confirmLoading={submitting}
    onOk={onOk}
    onCancel={onCancel}
    mask={{ closable: !submitting }}
    destroyOnHidden
  >
    {open && children}
  </Modal>
);
