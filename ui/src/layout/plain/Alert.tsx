import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import './parts.css';

const ICONS = {
  success: CheckCircleOutlined,
  info: InfoCircleOutlined,
  warning: ExclamationCircleOutlined,
  error: CloseCircleOutlined,
} as const;

interface AlertProps {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  /** Shows a close button with this accessible name, calling `onClose`. */
  close?: { label: string; onClose: () => void };
}

/** antd's Alert with an icon and a description (parts.css), drawn without antd for Home. */
export const Alert = ({ type, title, description, close }: AlertProps) => (
  <div role="alert" className={`plain-alert plain-alert-${type}`}>
    <span className="plain-alert-icon">
      <Icon icon={ICONS[type]} />
    </span>
    <div className="plain-alert-content">
      <div className="plain-alert-title">{title}</div>
      {description !== undefined && <div className="plain-alert-description">{description}</div>}
    </div>
    {close && (
      <button type="button" className="plain-alert-close" aria-label={close.label} onClick={close.onClose}>
        <Icon icon={CloseOutlined} />
      </button>
    )}
  </div>
);
