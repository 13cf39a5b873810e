import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

const drawn = (node: AbstractNode, key?: number): ReactNode =>
  createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => drawn(child, index)),
  );

/**
 * An antd icon (its definition from @ant-design/icons-svg, the data @ant-design/icons draws) as a bare
 * SVG, for the pages drawn without antd: @ant-design/icons' components bring antd's context and style
 * engine.
 */
export const Icon = ({ icon }: { icon: IconDefinition }) => (
  <span className="plain-icon" role="img" aria-hidden="true">
    {typeof icon.icon === 'function' ? null : drawn(icon.icon)}
  </span>
);
