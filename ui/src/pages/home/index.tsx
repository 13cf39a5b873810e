import { SITE_NAMES } from '@ftr/contracts';
import { Card, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { greetingFor } from './greeting.ts';

/**
 * Placeholder home page: a greeting and links to what exists so far. The real home
 * (spec 3 §2: seasonal greeting, active alerts, current operation cards) comes in a later issue.
 */
const HomePage = () => {
  const claims = useAtomValue(claimsAtom);
  if (!claims) return null;
  const name = claims.firstName.trim() || claims.sub;

  return (
    <>
      <PageTitle page="Home" />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Title level={2} data-testid="greeting">
          {`${greetingFor(new Date())}, ${name}`}
        </Typography.Title>
        <Typography.Text type="secondary">{SITE_NAMES[claims.site]}</Typography.Text>
        {userHasFlag(claims, 'OPERATIONS') && (
          <Card size="small" style={{ maxWidth: 360 }}>
            <Link to="/operations">Operations</Link>
          </Card>
        )}
      </Space>
    </>
  );
};

export default HomePage;
