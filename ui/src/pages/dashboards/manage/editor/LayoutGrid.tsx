import { DeleteOutlined } from '@ant-design/icons';
import { GRID_MAX, DASHBOARD_MESSAGES as M, type DashboardDto, type LayoutItemDto } from '@ftr/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import GridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { arrangeLayout, removeLayoutItem } from '../../service.ts';
import { boxesOf, placesOf, type GridBox } from './gridPlaces.ts';
import { DASHBOARD_READS } from './reads.ts';

const describe = (item: LayoutItemDto): string =>
  'codes' in item.CONFIG ? `Table of ${item.CONFIG.codes.join(', ')}` : `${item.CONFIG.type} chart of ${item.CONFIG.parameter}`;

const boxOnly = (layout: Layout): GridBox[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/** Unsaved moves over the stored layout: items added since keep their stored place below, removed ones go. */
const merged = (draft: readonly GridBox[] | null, stored: readonly GridBox[]): GridBox[] => {
  if (!draft) return [...stored];
  const ids = new Set(stored.map((b) => b.i));
  const kept = draft.filter((b) => ids.has(b.i));
  return [...kept, ...stored.filter((b) => !kept.some((k) => k.i === b.i)).map((b) => ({ ...b, y: b.y + 1000 }))];
};

/**
 * The layout as a grid of twelve columns: drag a box to move it, drag its corner to make it wider or (a
 * chart) taller; Save layout stores every item's row, column, width and height (PUT /dashboard-layout).
 */
export const LayoutGrid = ({ dashboard, items }: { dashboard: DashboardDto; items: readonly LayoutItemDto[] }) => {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<GridBox[] | null>(null);
  const { width, containerRef, mounted } = useContainerWidth();
  const boxes = merged(draft, boxesOf(items));
  const save = useFormMutation({
    write: (next: GridBox[]) => arrangeLayout(dashboard.ID, placesOf(next, items)),
    invalidates: DASHBOARD_READS,
    onSuccess: () => {
      void message.success(M.layoutSaved);
      setDraft(null);
    },
  });
  const remove = useFormMutation({
    write: (item: LayoutItemDto) => removeLayoutItem(item.ID),
    invalidates: DASHBOARD_READS,
    onSuccess: () => void message.success(M.itemRemoved),
  });
  const layout = boxes.map((box) => {
    const table = items.find((i) => i.ID === box.i)?.COMPONENT === 'TimeseriesTable';
    return { ...box, minW: 1, maxW: GRID_MAX, minH: table ? 3 : 2, maxH: table ? 3 : 4 };
  });
  const moved = (next: Layout) => setDraft(boxOnly(next));
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Button type="primary" disabled={draft === null} loading={save.isPending} onClick={() => draft && save.mutate(draft)}>
          Save layout
        </Button>
        <Button disabled={draft === null} onClick={() => setDraft(null)}>
          Undo changes
        </Button>
        <Typography.Text type="secondary">Drag a box to move it; drag its lower right corner to resize it.</Typography.Text>
      </Flex>
      <div ref={containerRef} data-testid="layout-grid" style={{ background: 'rgba(0,0,0,0.03)', minHeight: 80 }}>
        {items.length === 0 && <Typography.Text type="secondary">No layout items yet</Typography.Text>}
        {mounted && items.length > 0 && (
          <GridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: GRID_MAX, rowHeight: 40, margin: [8, 8] }}
            dragConfig={{ cancel: '.layout-remove' }}
            resizeConfig={{ enabled: true, handles: ['se'] }}
            onDragStop={moved}
            onResizeStop={moved}
          >
            {items.map((item) => (
              <div
                key={item.ID}
                data-testid="layout-box"
                data-id={item.ID}
                style={{
                  boxSizing: 'border-box',
                  border: '1px solid #d9d9d9',
                  borderRadius: 6,
                  background: '#fff',
                  padding: 8,
                  overflow: 'hidden',
                  cursor: 'move',
                }}
              >
                <Flex justify="space-between" align="start" gap={4}>
                  <Typography.Text>{describe(item)}</Typography.Text>
                  <Button
                    className="layout-remove"
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${describe(item)}`}
                    onClick={() => remove.mutate(item)}
                  />
                </Flex>
              </div>
            ))}
          </GridLayout>
        )}
      </div>
    </Flex>
  );
};
