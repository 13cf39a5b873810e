import { STOCK_REASONS, composeReason, type StockReason } from '@ftr/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  /** The cells whose change needs a reason (empty: closed). */
  cells: readonly string[];
  onDone: (reason: string | null) => void;
}

/** Asks why submitted values are corrected or deleted: a stock reason, plus free text (required for 'Other'). */
export const ReasonModal = ({ cells, onDone }: Props) => {
  const [stock, setStock] = useState<StockReason | undefined>(undefined);
  const [text, setText] = useState('');
  const open = cells.length > 0;
  useEffect(() => {
    if (open) {
      setStock(undefined);
      setText('');
    }
  }, [open]);
  const ready = stock !== undefined && (stock !== 'Other' || text.trim() !== '');
  return (
    <Modal
      title="Reason for change"
      open={open}
      okText="Submit"
      okButtonProps={{ disabled: !ready }}
      onOk={() => stock && onDone(composeReason(stock, text))}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>
        These submitted values are being corrected or deleted: {cells.slice(0, 10).join(', ')}
        {cells.length > 10 ? ` and ${cells.length - 10} more` : ''}.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Reason" required>
          <Select<StockReason>
            aria-label="Reason"
            placeholder="Choose a reason"
            value={stock}
            onChange={setStock}
            options={STOCK_REASONS.map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
        <Form.Item label={stock === 'Other' ? 'Details (required)' : 'Details'} required={stock === 'Other'}>
          <Input.TextArea aria-label="Details" value={text} maxLength={150} rows={2} onChange={(e) => setText(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
