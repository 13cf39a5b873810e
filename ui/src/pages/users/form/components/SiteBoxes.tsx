import { LOGIN_SITE_LABELS, SITES, siteAccessKey } from '@ftr/contracts';
import { Checkbox, Form, Space, Typography } from 'antd';
import type { FormLimits } from '../../rights.ts';

interface Props {
  limits: FormLimits;
  /** Whether the editor lacks some site (then a hint says why those boxes cannot change). */
  partial: boolean;
  /** The message of the one-site-at-least rule, when it fails. */
  problem: string | null;
}

/**
 * The six site tick boxes; a site the editor lacks cannot be ticked or unticked (spec 3 §5), nor a
 * site taken from a user with more rights than the editor.
 */
export const SiteBoxes = ({ limits, partial, problem }: Props) => (
  <Form.Item label="Sites" required validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
    <Space wrap size="middle" role="group" aria-label="Sites">
      {SITES.map((site) => (
        <Form.Item key={site} name={siteAccessKey(site)} valuePropName="checked" noStyle>
          <Checkbox disabled={!limits.site(site)}>{LOGIN_SITE_LABELS[site]}</Checkbox>
        </Form.Item>
      ))}
    </Space>
    {partial && (
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        Sites you do not have yourself cannot be changed.
      </Typography.Paragraph>
    )}
  </Form.Item>
);
