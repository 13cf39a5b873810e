import type { CcfSummary } from '@ftr/contracts';

/**
 * Spec 3 §2: open CCFs (warning colour, as status O) and pending-close CCFs (primary colour, as status R),
 * each shown when not zero, as antd's Badge does.
 */
export const CcfBadges = ({ summary }: { summary: CcfSummary | null }) => {
  if (!summary) return null;
  return (
    <span className="shell-badges" data-testid="ccf-badges">
      {summary.open > 0 && (
        <span className="shell-count shell-count-warning" title={`${summary.open} open`}>
          {summary.open}
        </span>
      )}
      {summary.pendingClose > 0 && (
        <span className="shell-count shell-count-primary" title={`${summary.pendingClose} pending close`}>
          {summary.pendingClose}
        </span>
      )}
    </span>
  );
};
