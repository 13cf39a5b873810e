import { SITE_NAMES, SITES, siteAccessKey } from '@ftr/contracts';
import { Checkbox, Form, Space, Typography } from 'antd';
import { holdsSite, type EditorRights } from '../../rights.ts';

interface Props {
  editor: EditorRights;
  /** The message of the one-site-at-least rule, when it fails. */
  problem: string | null;
}

/** The six site tick boxes; a site the editor lacks cannot be ticked or unticked (spec 3 §5). */
export const SiteBoxes = ({ editor, problem }: Props) => (
  <Form.Item label="Sites" required validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
    <Space wrap size="middle" role="group" aria-label="Sites">
      {SITES.map((site) => (
        <Form.Item key={site} name={siteAccessKey(site)} valuePropName="checked" noStyle>
          <Checkbox disabled={!holdsSite(editor, site)}>{SITE_NAMES[site]}</Checkbox>
        </Form.Item>
      ))}
    </Space>
    {editor.sites.length < SITES.length && (
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        Sites you do not have yourself cannot be changed.
      </Typography.Paragraph>
    )}
  </Form.Item>
);
