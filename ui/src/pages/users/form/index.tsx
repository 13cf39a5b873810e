import { ERRORS, sitesOf, type TokenClaims } from '@ftr/contracts';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom } from '../../../session/atoms.ts';
import { editorOf, holdsEveryRightOf, manageProblem } from '../rights.ts';
import { ResetPassword } from './components/ResetPassword.tsx';
import { ScreenAccessLog } from './components/ScreenAccessLog.tsx';
import { UserForm } from './components/UserForm.tsx';
import { logSiteChoices } from './accessLog.ts';
import { useUserFormData } from './useUserFormData.ts';

const NEW_USER = 'new';

/**
 * Spec 3 §2 User form at /users/:id ('new' creates): details, access levels, sites; for an existing
 * user also the permissions, a 'Reset Password' button when they have no email, and the
 * 'Data Screen Access Log' of the past 7 days.
 */
const UserFormPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { id = NEW_USER } = useParams();
  return claims ? <UserFormFor claims={claims} username={id === NEW_USER ? null : id} /> : null;
};

const UserFormFor = ({ claims, username }: { claims: TokenClaims; username: string | null }) => {
  const { data, error } = useUserFormData(username, claims.sub);
  const reportError = useReportError();
  useEffect(() => {
    if (error) reportError(error);
  }, [error, reportError]);

  const title = username === null ? 'New User' : `User ${username}`;
  const header = (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {data?.user ? `${title} (${data.user.FULL_NAME})` : title}
    </Typography.Title>
  );

  if (!data) {
    return (
      <>
        <PageTitle page={title} />
        {header}
        {error ? (
          <Empty description="This user could not be loaded">
            <Link to="/users">Back to users</Link>
          </Empty>
        ) : (
          <Spin />
        )}
      </>
    );
  }

  const { user, self, users, levels } = data;
  const editor = editorOf(claims, self);
  const refusal = user === null ? null : manageProblem(editor, user);
  const editable = refusal === null;
  return (
    <>
      <PageTitle page={title} />
      {header}
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {user && user.EMAIL === '' && editable && (
          <div>
            <ResetPassword
              username={user.USERNAME}
              refusal={holdsEveryRightOf(editor.rights, user) ? undefined : ERRORS.cannotHandOverSuperiorReset}
            />
          </div>
        )}
        {refusal && <Alert type="warning" showIcon title={refusal} />}
        {user && !user.ACTIVE && <Alert type="info" showIcon title="This user is archived: unarchive them from the users list." />}
        <Card>
          <UserForm
            key={user ? `${user.USERNAME}@${user.LAST_UPDATED_DTS}` : NEW_USER}
            user={user}
            editor={editor}
            users={users}
            levels={levels}
            site={claims.site}
            editable={editable}
          />
        </Card>
        {user && <ScreenAccessLog username={user.USERNAME} sites={logSiteChoices(claims.site, sitesOf(user))} />}
      </Space>
    </>
  );
};

export default UserFormPage;
