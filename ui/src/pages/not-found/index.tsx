import { MESSAGES } from '@ftr/contracts';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';

/** Spec 3 §2: any unknown path lands here. */
const NotFoundPage = () => (
  <>
    <PageTitle page="Not Found" />
    <Result
      status="404"
      title="404"
      subTitle={MESSAGES.notFoundPage}
      extra={
        <Link to="/">
          <Button type="primary">Home</Button>
        </Link>
      }
    />
  </>
);

export default NotFoundPage;
