import { PlusOutlined } from '@ant-design/icons';
import { CCF_SETTINGS_MESSAGES as M, type CcfAnalysisDto, type CcfTypeDto } from '@ftr/contracts';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { AnalysisModal } from './components/AnalysisModal.tsx';
import { analysisColumns, typeColumns } from './components/columns.tsx';
import { TypeModal } from './components/TypeModal.tsx';
import { useDeleteSetting } from './components/useDeleteSetting.tsx';
import type { Target } from './form.ts';
import { analysesOfType, deleteCcfAnalysis, deleteCcfType, parametersOfAnalysis } from './service.ts';
import { useCcfSettings } from './useCcfSettings.ts';

const without = <T extends { code: string }>(list: readonly T[], code: string): T[] => list.filter((item) => item.code !== code);

/** Spec 3 §2 CCF settings (/ccf/settings, MAINTAIN_CCF): the company's CCF types and analyses. */
const CcfSettingsPage = () => {
  const { types, analyses } = useCcfSettings();
  const [typeTarget, setTypeTarget] = useState<Target<CcfTypeDto> | null>(null);
  const [analysisTarget, setAnalysisTarget] = useState<Target<CcfAnalysisDto> | null>(null);
  const confirmDelete = useDeleteSetting();
  const typeList = types.data ?? [];
  const analysisList = analyses.data ?? [];

  const deleteType = (type: CcfTypeDto) =>
    void confirmDelete({
      code: type.code,
      name: type.name,
      title: M.deleteTypeTitle,
      users: async () => (await analysesOfType(type.code)).map((a) => `${a.code} - ${a.name}`),
      blocked: M.typeInUse(type.code),
      remove: () => deleteCcfType(type.code),
      hide: () => types.replace(without(typeList, type.code)),
      restore: () => types.replace(typeList),
    });
  const deleteAnalysis = (analysis: CcfAnalysisDto) =>
    void confirmDelete({
      code: analysis.code,
      name: analysis.name,
      title: M.deleteAnalysisTitle,
      users: async () => (await parametersOfAnalysis(analysis.code)).map((p) => `${p.SITE} ${p.CODE}`),
      blocked: M.analysisInUse(analysis.code),
      remove: () => deleteCcfAnalysis(analysis.code),
      hide: () => analyses.replace(without(analysisList, analysis.code)),
      restore: () => analyses.replace(analysisList),
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
          loading={types.loading}
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
          loading={analyses.loading}
          pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
          size="small"
        />
      </Card>
      <TypeModal target={typeTarget} types={typeList} onClose={() => setTypeTarget(null)} onSaved={() => void types.reload()} />
      <AnalysisModal
        target={analysisTarget}
        analyses={analysisList}
        types={typeList}
        onClose={() => setAnalysisTarget(null)}
        onSaved={() => void analyses.reload()}
      />
    </>
  );
};

export default CcfSettingsPage;
