import { LOGIN_SITE_LABELS, SITES, type Site } from '@ftr/contracts';
import { App, Modal, Radio, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { claimsAtom, replaceTokenAtom } from '../../session/atoms.ts';
import { pathAfterSiteChange, siteChangeFailure } from './rules.ts';
import { changeSite } from './service.ts';

export interface SiteChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2/§4 site change: choose one of the sites the user holds; the server answers a new token,
 * which replaces the old one, and the page reloads (a data-entry sub-page goes to /dataentry instead).
 */
export const SiteChangeDialog = ({ open, onClose }: SiteChangeDialogProps) => {
  const claims = useAtomValue(claimsAtom);
  const replaceToken = useSetAtom(replaceTokenAtom);
  const { message } = App.useApp();
  const [choice, setChoice] = useState<Site | undefined>(undefined);
  // Busy from the call until the page reloads (success leaves the dialog only through the reload).
  const change = useFormMutation({
    write: changeSite,
    onSuccess: (token) => {
      replaceToken(token);
      const target = pathAfterSiteChange(window.location.pathname);
      if (target) window.location.assign(target);
      else window.location.reload();
    },
    onError: (error) => void message.error(siteChangeFailure(error)),
  });
  const submitting = change.isPending || change.isSuccess;
  if (!claims) return null;

  const selected = choice ?? claims.site;
  const held = SITES.filter((site) => claims.sites.includes(site));

  return (
    <Modal
      open={open}
      title="Change Site"
      okText="Change"
      okButtonProps={{ disabled: submitting || selected === claims.site }}
      confirmLoading={submitting}
      onOk={() => change.mutate(selected)}
      onCancel={() => {
        setChoice(undefined);
        onClose();
      }}
      mask={{ closable: !submitting }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">You are working on {LOGIN_SITE_LABELS[claims.site]}.</Typography.Paragraph>
      <Radio.Group
        orientation="vertical"
        value={selected}
        onChange={(event) => setChoice(event.target.value as Site)}
        options={held.map((site) => ({ value: site, label: LOGIN_SITE_LABELS[site] }))}
        aria-label="Site"
      />
    </Modal>
  );
};
