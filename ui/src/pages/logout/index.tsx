import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { offlineSignOut } from '../../features/offlineEntry/signOut.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { useLogout } from '../../session/useLogout.ts';

/** /logout (spec 3 §2): ends the session and goes to /; values kept offline are discarded only after asking. */
const LogoutPage = () => {
  const logout = useLogout();
  const user = useAtomValue(claimsAtom)?.sub;
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Staying signed in goes back to the page the user signed out from (or Home when /logout was opened directly).
    const stay = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));
    void offlineSignOut(user).then((confirmed) => (confirmed ? logout() : stay()));
  }, [logout, user, navigate]);
  return <Spin />;
};

export default LogoutPage;
