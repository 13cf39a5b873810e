import { Link } from 'react-router-dom';
import { useDueBoard } from './useDueBoard.ts';

export const DUE_BOARD_PATH = '/dataentry/due';

/** The Data Entry link's count of cells due today and still empty; opens the due board. Hidden at zero. */
export const DueBadge = () => {
  const board = useDueBoard();
  const count = board?.TOTAL_NOW ?? 0;
  if (count === 0) return null;
  return (
    <span className="shell-badges" data-testid="due-badge">
      <Link to={DUE_BOARD_PATH} className="shell-count shell-count-error" title={`${count} due entries missing today`}>
        {count}
      </Link>
    </span>
  );
};
