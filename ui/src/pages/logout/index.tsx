import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useLogout } from '../../session/useLogout.ts';

/** /logout (spec 3 §2): ends the session and goes to /. */
const LogoutPage = () => {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <Spin />;
};

export default LogoutPage;
