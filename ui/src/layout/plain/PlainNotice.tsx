import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Icon } from './Icon.tsx';
import { noticeAtom } from './notices.ts';

/** As long as antd's message stays (its default duration). */
const NOTICE_MS = 3000;

/**
 * The plain frames' message (notices.ts: handed to /login, or raised where no antd is drawn), like antd's message
 * at the top of the page, for 3 s; a newer one replaces it and gets its own 3 s.
 */
export const PlainNotice = () => {
  const [notice, setNotice] = useAtom(noticeAtom);
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
