import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { ZodType } from 'zod';

interface Props {
  /** The contract's code schema (upper-cases and checks); its first message shows under the box. */
  schema: ZodType<string>;
  adding: boolean;
  /** Adds the parsed code; `done` clears the box (called once the add went through). */
  onAdd: (code: string, done: () => void) => void;
  width?: number;
}

/** "Add parameter by code": a box that upper-cases what is typed and checks it, and an Add button (Enter adds too). */
export const CodeAdder = ({ schema, adding, onAdd, width = 260 }: Props) => {
  const [code, setCode] = useState('');
  const parsed = schema.safeParse(code);
  const submit = () => {
    if (parsed.success && !adding) onAdd(parsed.data, () => setCode(''));
  };
  return (
    <>
      <Form.Item
        style={{ margin: 0 }}
        validateStatus={code !== '' && !parsed.success ? 'error' : undefined}
        help={code !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined}
      >
        <Input
          aria-label="Parameter code"
          placeholder="Add parameter by code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onPressEnter={submit}
          style={{ width }}
        />
      </Form.Item>
      <Button type="primary" icon={<PlusOutlined />} disabled={!parsed.success || adding} loading={adding} onClick={submit}>
        Add
      </Button>
    </>
  );
};
