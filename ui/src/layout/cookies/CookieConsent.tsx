import { SHELL_MESSAGES } from '@ftr/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_BANNER_DELAY_MS, hasConsent, storeConsent } from './consent.ts';

/** Spec 3 §2 cookie consent: 'Accept All' appears 1500 ms after load if no consent is stored. */
export const CookieConsent = () => {
  const [visible, setVisible] = useState(false);
  const { token } = theme.useToken();

  useEffect(() => {
    if (hasConsent(window.localStorage)) return undefined;
    const timer = window.setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const accept = () => {
    storeConsent(window.localStorage, new Date());
    setVisible(false);
  };

  return (
    <Flex
      role="region"
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      align="center"
      justify="space-between"
      gap="middle"
      wrap
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: token.zIndexPopupBase,
        padding: token.paddingLG,
        background: token.colorBgElevated,
        boxShadow: token.boxShadow,
      }}
    >
      <Typography.Text>
        FTR keeps your sign-in and your preferences in your browser's storage, and nothing for advertising or
        tracking. See the <Link to="/privacy">privacy notice</Link>.
      </Typography.Text>
      <Button type="primary" onClick={accept}>
        {SHELL_MESSAGES.cookieAccept}
      </Button>
    </Flex>
  );
};
