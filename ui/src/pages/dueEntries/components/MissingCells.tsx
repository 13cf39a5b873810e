import type { DueScreenDto } from '@ftr/contracts';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** The missing cells of one screen by factory date, newest first, each date's hours with the codes missing. */
export const MissingCells = ({ screen, gridLink }: { screen: DueScreenDto; gridLink: (date: string) => string | null }) => {
  const byDate = new Map<string, Map<number, string[]>>();
  for (const cell of screen.CELLS) {
    const hours = byDate.get(cell.DATE) ?? new Map<number, string[]>();
    hours.set(cell.HOUR, [...(hours.get(cell.HOUR) ?? []), cell.CODE]);
    byDate.set(cell.DATE, hours);
  }
  const dates = [...byDate.keys()].sort().reverse();
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid={`due-cells-${screen.ID}`}>
      {dates.map((date) => {
        const link = gridLink(date);
        const hours = [...(byDate.get(date) ?? new Map<number, string[]>()).entries()].sort((a, b) => a[0] - b[0]);
        return (
          <div key={date}>
            <Typography.Text strong>{link ? <Link to={link}>{date}</Link> : date}</Typography.Text>{' '}
            {hours.map(([hour, codes]) => (
              <Tag key={hour} color="error" title={codes.join(', ')} data-cell={`${date}|${hour}`}>
                {screen.SCREEN_TYPE === 'DLY' ? 'Daily' : `Hour ${hour}`}: {codes.length}
              </Tag>
            ))}
          </div>
        );
      })}
    </Space>
  );
};
