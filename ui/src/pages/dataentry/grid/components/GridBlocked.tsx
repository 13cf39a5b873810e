import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import type { GridBlock } from '../access.ts';

/** The one state of a grid the user may not open (or that does not exist): the server's reason and a way back. */
export const GridBlocked = ({ block }: { block: GridBlock }) => (
  <Result
    status={block.status === 403 ? '403' : '404'}
    title={block.status === 403 ? 'No access to this screen' : 'Not found'}
    subTitle={block.message}
    extra={
      <Link to="/dataentry">
        <Button type="primary">Back to your screens</Button>
      </Link>
    }
    data-testid="grid-blocked"
  />
);
