import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  FACTORY_SITES,
  ParameterCode,
  REPORT_MESSAGES as M,
  SITE_NAMES,
  isCentralOffice,
  type ReportDefinitionDto,
  type ReportParameterDto,
  type Site,
} from '@ftr/contracts';
import { App, Button, Flex, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CodeAdder } from '../../components/CodeAdder.tsx';
import { useDefinitionParameters } from './useDefinitionParameters.ts';

type DataSite = (typeof FACTORY_SITES)[number];

interface Props {
  definition: ReportDefinitionDto;
  /** The user's current site: a site user adds codes of it only; the central office picks a factory site. */
  userSite: Site;
  editable: boolean;
}

/** Spec 2 §2: the per-site parameter code list of a report or grabber: add with a site, remove, up and down. */
export const ParametersPanel = ({ definition, userSite, editable }: Props) => {
  const { parameters, loading, add, adding, move, remove } = useDefinitionParameters(definition.ID);
  const { message } = App.useApp();
  const headOffice = isCentralOffice(userSite);
  const [site, setSite] = useState<DataSite | undefined>(FACTORY_SITES.find((s) => s === userSite));
  const submit = (code: string, done: () => void) => {
    if (site === undefined) {
      void message.error(M.invalidSite);
      return;
    }
    add({ REPT_ID: definition.ID, CODE: code, SITE: site }, done);
  };

  const last = parameters.length - 1;
  const columns: TableColumnsType<ReportParameterDto> = [
    { title: '#', dataIndex: 'SEQ_NO', key: 'seq', width: 50 },
    { title: 'Code', dataIndex: 'CODE', key: 'code' },
    { title: 'Site', dataIndex: 'LONG_SITE', key: 'site' },
    { title: 'Heading 1', dataIndex: 'HEADING1', key: 'h1' },
    { title: 'Heading 2', dataIndex: 'HEADING2', key: 'h2' },
    { title: 'Heading 3', dataIndex: 'HEADING3', key: 'h3' },
    {
      title: '',
      key: 'actions',
      width: 130,
      render: (_v, p, index) =>
        editable && (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`Move ${p.CODE} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`Move ${p.CODE} down`}
              disabled={index === last}
              onClick={() => move(index, 1)}
            />
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Remove ${p.CODE}`} onClick={() => remove(p)} />
          </Space>
        ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="flex-start" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Parameters
        </Typography.Title>
        {editable && (
          <Flex gap="small" align="flex-start" wrap>
            <Select<DataSite>
              aria-label="Parameter site"
              placeholder="Site"
              value={site}
              disabled={!headOffice}
              onChange={setSite}
              options={FACTORY_SITES.map((s) => ({ value: s, label: SITE_NAMES[s] }))}
              style={{ width: 160 }}
            />
            <CodeAdder schema={ParameterCode} adding={adding} onAdd={submit} />
          </Flex>
        )}
      </Flex>
      <Table<ReportParameterDto>
        rowKey="ID"
        columns={columns}
        dataSource={parameters}
        loading={loading}
        pagination={false}
        size="small"
        data-testid="report-parameters"
      />
    </Flex>
  );
};
