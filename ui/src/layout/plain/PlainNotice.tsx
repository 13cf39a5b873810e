import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Icon } from './Icon.tsx';
import { loginNoticeAtom } from './loginNotice.ts';

/** As long as antd's message stays (its default duration). */
const NOTICE_MS = 3000;

/** The message handed to /login (loginNotice.ts), drawn like antd's message at the top of the page, for 3 s. */
export const PlainNotice = () => {
  const [notice, setNotice] = useAtom(loginNoticeAtom);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, setNotice]);
  if (!notice) return null;
  return (
    <div className="plain-message" role={notice.kind === 'error' ? 'alert' : 'status'} data-kind={notice.kind}>
      <Icon icon={notice.kind === 'error' ? CloseCircleFilled : CheckCircleFilled} />
      <span>{notice.text}</span>
    </div>
  );
};
