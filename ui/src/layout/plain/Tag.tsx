import type { ReactNode } from 'react';
import './parts.css';

/** antd's Tag in one of its preset colours (parts.css), drawn without antd. */
export const Tag = ({ color, children }: { color: 'blue' | 'purple' | 'red' | 'green'; children: ReactNode }) => (
  <span className={`plain-tag plain-tag-${color}`}>{children}</span>
);
