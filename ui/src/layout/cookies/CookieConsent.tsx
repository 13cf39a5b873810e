import { SHELL_MESSAGES } from '@ftr/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import '../plain/plain.css';
import { CONSENT_BANNER_DELAY_MS, hasConsent, storeConsent } from './consent.ts';

/**
 * Spec 3 §2 cookie consent: 'Accept All' appears 1500 ms after load if no consent is stored. Plain HTML
 * and CSS in antd's look: the sign-in page shows it and loads no antd.
 */
export const CookieConsent = () => {
  const [visible, setVisible] = useState(false);

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
    <div role="region" aria-label="Cookie consent" data-testid="cookie-banner" className="plain plain-banner">
      <span>
        FTR keeps your sign-in and your preferences in your browser's storage, and nothing for advertising or tracking. See the{' '}
        <Link to="/privacy">privacy notice</Link>.
      </span>
      <button type="button" className="plain-button plain-button-primary" onClick={accept}>
        {SHELL_MESSAGES.cookieAccept}
      </button>
    </div>
  );
};
