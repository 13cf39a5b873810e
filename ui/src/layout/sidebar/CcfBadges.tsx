import type { CcfSummary } from '@ftr/contracts';
import { Badge, Space, theme } from 'antd';

/** Spec 3 §2: open CCFs (warning colour, as status O) and pending-close CCFs (primary colour, as status R). */
export const CcfBadges = ({ summary }: { summary: CcfSummary | null }) => {
  const { token } = theme.useToken();
  if (!summary) return null;
  return (
    <Space size={4} data-testid="ccf-badges">
      <Badge count={summary.open} color={token.colorWarning} title={`${summary.open} open`} />
      <Badge count={summary.pendingClose} color={token.colorPrimary} title={`${summary.pendingClose} pending close`} />
    </Space>
  );
};
