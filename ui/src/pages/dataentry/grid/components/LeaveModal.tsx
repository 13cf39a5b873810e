import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { Blocker } from 'react-router-dom';

interface Props {
  readonly blocker: Blocker;
  readonly pendingCount: number;
  /** Submits the pending changes; true when they went through. */
  readonly onSubmit: () => Promise<boolean>;
  readonly onDiscard: () => void;
}

/** Asked when leaving the grid with pending changes: Submit (then leave), Discard (then leave) or Stay. */
export const LeaveModal = ({ blocker, pendingCount, onSubmit, onDiscard }: Props) => {
  const [submitting, setSubmitting] = useState(false);
  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const submit = async () => {
    setSubmitting(true);
    const submitted = await onSubmit().finally(() => setSubmitting(false));
    if (submitted) blocker.proceed?.();
    else blocker.reset?.();
  };
  const discard = () => {
    onDiscard();
    blocker.proceed?.();
  };
  return (
    <Modal
      open={blocked}
      title="Leave without submitting?"
      closable={!submitting}
      mask={{ closable: !submitting }}
      onCancel={stay}
      footer={[
        <Button key="stay" onClick={stay} disabled={submitting}>
          Stay
        </Button>,
        <Button key="discard" danger onClick={discard} disabled={submitting}>
          Discard
        </Button>,
        <Button key="submit" type="primary" onClick={() => void submit()} loading={submitting}>
          Submit
        </Button>,
      ]}
    >
      {pendingCount} {pendingCount === 1 ? 'change has' : 'changes have'} not been submitted. Submit {pendingCount === 1 ? 'it' : 'them'}{' '}
      before leaving, or discard {pendingCount === 1 ? 'it' : 'them'}?
    </Modal>
  );
};
