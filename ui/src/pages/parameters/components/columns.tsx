import { PARAMETER_TYPE_NAMES, isSubscribable, type ParameterDto } from '@ftr/contracts';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';

export interface SubscribeColumn {
  /** Codes (per site) the user already subscribes to: `${site}_${code}`. */
  subscribed: ReadonlySet<string>;
  onSubscribe: (parameter: ParameterDto) => void;
  busy: boolean;
  /** PARAMETERS: the detail page and the data view need it, so without it the code is plain text and there is no Data link. */
  maintains: boolean;
}

/** Spec 2 §2 /parameters rows: the code opens the detail page; each row also opens the data view; Subscribe for in-use REA parameters (§6). */
export const parameterColumns = ({ subscribed, onSubscribe, busy, maintains }: SubscribeColumn): ColumnsType<ParameterDto> => [
  {
    title: 'Code',
    dataIndex: 'CODE',
    render: (code: string) => (maintains ? <Link to={`/parameters/${encodeURIComponent(code)}`}>{code}</Link> : code),
  },
  { title: 'Heading 1', dataIndex: 'HEADING1' },
  { title: 'Heading 2', dataIndex: 'HEADING2' },
  { title: 'Heading 3', dataIndex: 'HEADING3' },
  { title: 'Type', dataIndex: 'PTYP_CODE', render: (type: ParameterDto['PTYP_CODE']) => PARAMETER_TYPE_NAMES[type] },
  { title: 'Site', dataIndex: 'SITE' },
  {
    title: '',
    key: 'actions',
    render: (_value, parameter) => (
      <Space>
        {maintains && (
          <Link to={`/parameter/${parameter.SITE}/${encodeURIComponent(parameter.CODE)}`} data-testid={`data-view-${parameter.CODE}`}>
            Data
          </Link>
        )}
        {isSubscribable(parameter) && (
          <Button
            size="small"
            disabled={busy || subscribed.has(`${parameter.SITE}_${parameter.CODE}`)}
            onClick={() => onSubscribe(parameter)}
            data-testid={`subscribe-${parameter.CODE}`}
          >
            {subscribed.has(`${parameter.SITE}_${parameter.CODE}`) ? 'Subscribed' : 'Subscribe'}
          </Button>
        )}
      </Space>
    ),
  },
];
