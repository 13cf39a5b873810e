import type { CcfView } from '@ftr/contracts';
import { Tag } from 'antd';
import { statusColour } from '../rules.ts';

/** A CCF's status as a coloured tag (spec 3 §4), showing its name. */
export const CcfStatusTag = ({ ccf }: { ccf: Pick<CcfView, 'STATUS' | 'STATUS_NAME'> }) => (
  <Tag color={statusColour(ccf.STATUS)} data-testid="ccf-status">
    {ccf.STATUS_NAME || ccf.STATUS}
  </Tag>
);
