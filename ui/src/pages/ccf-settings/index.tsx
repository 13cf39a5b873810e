import { PlusOutlined } from '@ant-design/icons';
import { CCF_SETTINGS_MESSAGES as M, type CcfAnalysisDto, type CcfTypeDto } from '@ftr/contracts';
import { Button, Card, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { AnalysisModal } from './components/AnalysisModal.tsx';
import { analysisColumns, typeColumns } from './components/columns.tsx';
import { TypeModal } from './components/TypeModal.tsx';
import { useDeleteSetting } from './components/useDeleteSetting.tsx';
import type { Target } from './form.ts';
import { queryKey } from '../../query/keys.ts';
import { routeQuery } from '../../query/useRouteQuery.ts';
import { deleteCcfAnalysis, deleteCcfType } from './service.ts';
import { useCcfSettings } from './useCcfSettings.ts';

/** Spec 3 §2 CCF settings (/ccf/settings, MAINTAIN_CCF): the company's CCF types and analyses. */
const CcfSettingsPage = () => {
  const { types, analyses } = useCcfSettings();
  const [typeTarget, setTypeTarget] = useState<Target<CcfTypeDto> | null>(null);
  const [analysisTarget, setAnalysisTarget] = useState<Target<CcfAnalysisDto> | null>(null);
  const confirmDelete = useDeleteSetting();
  const queryClient = useQueryClient();
  const typeList = types.data ?? [];
  const analysisList = analyses.data ?? [];

  const deleteType = (type: CcfTypeDto) =>
    void confirmDelete({
      code: type.code,
      name: type.name,
      title: M.deleteTypeTitle,
      users: async () =>
        (await queryClient.query(routeQuery('ccfAnalysesOfType', { params: { code: type.code } }))).map((a) => `${a.code} - ${a.name}`),
      blocked: M.typeInUse(type.code),
      remove: () => deleteCcfType(type.code),
      list: queryKey('listCcfTypes', {}),
    });
  const deleteAnalysis = (analysis: CcfAnalysisDto) =>
    void confirmDelete({
      code: analysis.code,
      name: analysis.name,
      title: M.deleteAnalysisTitle,
      users: async () =>
        (await queryClient.query(routeQuery('ccfAnalysisParameters', { params: { code: analysis.code } }))).map(
          (p) => `${p.SITE} ${p.CODE}`,
        ),
      blocked: M.analysisInUse(analysis.code),
      remove: () => deleteCcfAnalysis(analysis.code),
      list: queryKey('listCcfAnalyses', {}),
    });

  const addButton = (label: string, onClick: () => void) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <>
      <PageTitle page="CCF Settings" />
      <Typography.Title level={2}>CCF Settings</Typography.Title>
      <Card title="CCF Types" extra={addButton('Add CCF Type', () => setTypeTarget({ mode: 'insert' }))} style={{ marginBottom: 24 }}>
        <Table<CcfTypeDto>
          rowKey="code"
          data-testid="ccf-types"
          columns={typeColumns({ onEdit: (item) => setTypeTarget({ mode: 'update', item }), onDelete: deleteType })}
          dataSource={typeList}
          loading={types.isLoading}
          pagination={false}
          size="small"
        />
      </Card>
      <Card title="CCF Analysis" extra={addButton('Add CCF Analysis', () => setAnalysisTarget({ mode: 'insert' }))}>
        <Table<CcfAnalysisDto>
          rowKey="code"
          data-testid="ccf-analyses"
          columns={analysisColumns({ onEdit: (item) => setAnalysisTarget({ mode: 'update', item }), onDelete: deleteAnalysis })}
          dataSource={analysisList}
          loading={analyses.isLoading}
          pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
          size="small"
        />
      </Card>
      <TypeModal target={typeTarget} types={typeList} onClose={() => setTypeTarget(null)} />
      <AnalysisModal target={analysisTarget} analyses={analysisList} types={typeList} onClose={() => setAnalysisTarget(null)} />
    </>
  );
};

export default CcfSettingsPage;
