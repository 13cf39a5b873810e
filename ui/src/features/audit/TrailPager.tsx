import { Button, Flex, Select, Typography } from 'antd';
import type { useTrailPages } from './useTrailPages.ts';

const SIZES = [20, 50, 100, 200];

type Props = { pages: ReturnType<typeof useTrailPages>; pageSize: number; onPageSize: (size: number) => void; newestFirst?: boolean };

/**
 * First / previous / next / last, "rows a–b of n" and the page size (cursor paging: no page numbers).
 * Newest first, rows count from the newest and the buttons read Newest / Newer / Older / Oldest.
 */
export const TrailPager = ({ pages, pageSize, onPageSize, newestFirst = false }: Props) => {
  const { page, loading } = pages;
  const shown = page?.rows.length ?? 0;
  const total = page?.total ?? 0;
  const offset = newestFirst ? Math.max(0, total - pages.offset - shown) : pages.offset;
  const older = { label: newestFirst ? ['Oldest', 'Older'] : ['First', 'Previous'], disabled: loading || !page?.prevCursor };
  const newer = { label: newestFirst ? ['Newer', 'Newest'] : ['Next', 'Last'], disabled: loading || !page?.nextCursor };
  const buttons = [
    { label: older.label[0], disabled: older.disabled, onClick: pages.first },
    { label: older.label[1], disabled: older.disabled, onClick: () => void pages.previous() },
    { label: newer.label[0], disabled: newer.disabled, onClick: () => void pages.next() },
    { label: newer.label[1], disabled: newer.disabled, onClick: pages.last },
  ];
  const ordered = newestFirst ? [...buttons].reverse() : buttons;
  return (
    <Flex gap={8} align="center" justify="end" wrap data-testid="audit-pager">
      <Typography.Text data-testid="audit-range">
        {shown === 0 ? `0 rows of ${total}` : `Rows ${offset + 1}–${offset + shown} of ${total}`}
      </Typography.Text>
      {ordered.map((b) => (
        <Button key={b.label} size="small" disabled={b.disabled} onClick={b.onClick}>
          {b.label}
        </Button>
      ))}
      <Select
        size="small"
        aria-label="Rows per page"
        value={pageSize}
        style={{ width: 110 }}
        options={SIZES.map((s) => ({ value: s, label: `${s} / page` }))}
        onChange={onPageSize}
      />
    </Flex>
  );
};
