import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { LOGIN_SITE_LABELS, SITES, type Site } from '@ftr/contracts';
import { useSetAtom } from 'jotai';
import { useState, type KeyboardEvent, type SyntheticEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { Icon } from '../../layout/plain/Icon.tsx';
import '../../layout/plain/form.css';
import { warmSignedIn } from '../../layout/warmSignedIn.ts';
import { signInAtom } from '../../session/atoms.ts';
import { fieldError, loginErrors, type LoginErrors, type LoginField, type LoginFields } from './check.ts';
import { signIn } from './service.ts';

const EMPTY: LoginFields = { username: '', password: '', site: '' };

/** A labelled field with its error below it, announced when it appears (role alert, as antd Form's). */
const Field = ({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) => (
  <div className="plain-field">
    <label htmlFor={id}>{label}</label>
    <div className="plain-input" data-invalid={error !== undefined}>
      {children}
    </div>
    <div id={`${id}_error`} className="plain-field-error" role="alert">
      {error}
    </div>
  </div>
);

const described = (id: string, error: string | undefined) =>
  error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}_error` };

/**
 * Spec 3 §2 Login, in plain HTML and CSS (/login loads no antd, TanStack Query or zod).
 * Fields are checked with the contract's rules (check.ts) as they change and on Sign In; a refused sign-in
 * shows the server's message on the site field (spec 3 §4). After signing in, the route guard sends the
 * user on (to / or where they came from).
 */
const LoginPage = () => {
  const storeSession = useSetAtom(signInAtom);
  const [fields, setFields] = useState<LoginFields>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // Busy from Sign In until the route guard moves the signed-in user on, or the server refuses.
  const [busy, setBusy] = useState(false);

  const change = (field: LoginField, value: string) => {
    // The frame and Home start loading as the user types, seconds before Sign In (a page merely opened loads none).
    warmSignedIn();
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: fieldError(field, value, SITES) ?? undefined }));
  };

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = loginErrors(fields, SITES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    warmSignedIn();
    setBusy(true);
    signIn({ username: fields.username, password: fields.password, site: fields.site as Site, remember }).then(
      (result) => storeSession({ token: result.token, remember }),
      (error: unknown) => {
        setBusy(false);
        setErrors({ site: errorMessage(error) });
      },
    );
  };

  // Browsers submit with Enter from text fields and the checkbox, not from a select: the chosen site submits too.
  const enterOnSite = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || fields.site === '') return;
    event.preventDefault();
    submit();
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 48 }}>
      <PageTitle page="Sign In" />
      <section aria-label="Sign in to FTR" className="plain-card plain-sign-in">
        <div className="plain-card-head">
          <h5 className="plain-heading5">Sign in to FTR</h5>
        </div>
        <div className="plain-card-body">
          <form name="login" noValidate onSubmit={submit}>
            <Field id="login_username" label="Username" error={errors.username}>
              <Icon icon={UserOutlined} />
              <input
                id="login_username"
                autoComplete="username"
                autoFocus
                value={fields.username}
                onChange={(event) => change('username', event.target.value)}
                {...described('login_username', errors.username)}
              />
            </Field>
            <Field id="login_password" label="Password" error={errors.password}>
              <Icon icon={LockOutlined} />
              <input
                id="login_password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={fields.password}
                onChange={(event) => change('password', event.target.value)}
                {...described('login_password', errors.password)}
              />
              {/* Out of the tab order: Tab goes on to the site, Enter in the field submits. Named by its title, not
                  aria-label, so that the field alone answers to the label "Password". */}
              <button
                type="button"
                className="plain-eye"
                tabIndex={-1}
                title={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword(!showPassword)}
              >
                <Icon icon={showPassword ? EyeOutlined : EyeInvisibleOutlined} />
              </button>
            </Field>
            <Field id="login_site" label="Site" error={errors.site}>
              <select
                id="login_site"
                data-testid="login-site"
                required
                value={fields.site}
                onChange={(event) => change('site', event.target.value)}
                onKeyDown={enterOnSite}
                {...described('login_site', errors.site)}
              >
                <option value="" disabled>
                  Select a site
                </option>
                {SITES.map((site) => (
                  <option key={site} value={site}>
                    {LOGIN_SITE_LABELS[site]}
                  </option>
                ))}
              </select>
            </Field>
            <div className="plain-field">
              <label className="plain-checkbox">
                <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
                Remember Me
              </label>
            </div>
            <button type="submit" className="plain-button plain-button-primary plain-button-block" disabled={busy} aria-busy={busy}>
              {busy && <span className="plain-spinner" aria-hidden="true" />}
              Sign In
            </button>
          </form>
          <div className="plain-links">
            <Link to="/register">Register</Link>
            <Link to="/Reset">Forgot password?</Link>
          </div>
          <p className="plain-secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            Accounts are created by an administrator.
          </p>
        </div>
      </section>
    </div>
  );
};

export default LoginPage;
