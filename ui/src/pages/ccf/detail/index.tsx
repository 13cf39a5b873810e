import { ArrowLeftOutlined, CheckCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { CCF_COMMENT_TYPES, CCF_MESSAGES, isCentralOffice, type CcfCommentType, type CcfView } from '@ftr/contracts';
import { Button, Flex, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, userHasFlag } from '../../../session/atoms.ts';
import { TrailDrawer } from '../../../features/audit/TrailDrawer.tsx';
import { CcfStatusTag } from '../components/CcfStatusTag.tsx';
import { ccfPath } from '../components/listColumns.tsx';
import { useDeleteCcf } from '../components/useDeleteCcf.tsx';
import { canDelete, canEditComment, closeAction, isWritable } from '../rules.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { CcfDescriptions } from './components/CcfDescriptions.tsx';
import { CloseCcfModal } from './components/CloseCcfModal.tsx';
import { CommentModal, type CommentTarget } from './components/CommentModal.tsx';
import { CommentsCard } from './components/CommentsCard.tsx';
import { DataValueModal } from './components/DataValueModal.tsx';
import { DataValuesCard } from './components/DataValuesCard.tsx';
import { useCcfDetail } from './useCcfDetail.ts';
import { useDisplayPrecision } from './useDisplayPrecision.ts';

const CENTRAL_OFFICE_READ_ONLY = 'The central office reads CCFs; they are worked on at their site';

/** Why the user cannot comment on or enter data for the CCF now, or null when they can. */
const writeBlock = (ccf: CcfView, centralOffice: boolean, why: (status: string) => string): string | null =>
  centralOffice ? CENTRAL_OFFICE_READ_ONLY : isWritable(ccf) ? null : why(ccf.STATUS);

const CcfDetailView = ({ id, parmCode }: { id: string; parmCode: string }) => {
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const { detail, setLeaving } = useCcfDetail(id);
  const remove = useDeleteCcf();
  const types: readonly CcfCommentType[] = useRouteQuery('ccfCommentTypes', {}).data ?? CCF_COMMENT_TYPES;
  const [commentTarget, setCommentTarget] = useState<CommentTarget | null>(null);
  const [addingData, setAddingData] = useState(false);
  const [closing, setClosing] = useState(false);
  const [history, setHistory] = useState<{ date: string; hour: number } | null>(null);
  const centralOffice = claims !== null && isCentralOffice(claims.site);
  const queryClient = useQueryClient();
  // A closed CCF leaves the open list: the list loads afresh rather than showing its last answer first.
  const closed = () => queryClient.removeQueries({ queryKey: ['listCcfs'] });

  // The URL names the CCF's parameter: keep it right when it does not.
  const parameter = detail?.ccf.PARAMETER;
  const precision = useDisplayPrecision(detail?.ccf.SITE, parameter);
  useEffect(() => {
    if (parameter && parameter !== parmCode.toUpperCase()) void navigate(ccfPath({ ID: id, PARAMETER: parameter }), { replace: true });
  }, [parameter, parmCode, id, navigate]);

  if (!detail) return <Skeleton active />;
  const { ccf, comments, dataValues } = detail;
  const close = closeAction(ccf);
  const maintain = userHasFlag(claims, 'MAINTAIN_CCF') && !centralOffice;
  const commentBlock = writeBlock(ccf, centralOffice, CCF_MESSAGES.notEditable);
  const dataBlock = writeBlock(ccf, centralOffice, CCF_MESSAGES.dataNotAccepted);

  return (
    <Flex vertical gap={16}>
      <PageTitle page={`CCF ${ccf.PARAMETER}`} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space size={12} align="center" wrap>
          <Link to="/ccf" aria-label="Back to the CCF list">
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            CCF for {ccf.PARAMETER}
          </Typography.Title>
          <CcfStatusTag ccf={ccf} />
        </Space>
        <Space wrap>
          {close.shown && !centralOffice && (
            <Tooltip title={close.reason ?? undefined}>
              <Button type="primary" icon={<CheckCircleOutlined />} disabled={!close.enabled} onClick={() => setClosing(true)}>
                Close CCF
              </Button>
            </Tooltip>
          )}
          {canDelete(ccf, maintain) && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                void remove(ccf, {
                  onConfirmed: () => setLeaving(true),
                  onFailed: () => setLeaving(false),
                  onRemoved: () => void navigate('/ccf'),
                })
              }
            >
              Delete
            </Button>
          )}
        </Space>
      </Flex>
      <CcfDescriptions ccf={ccf} linkParameter={userHasFlag(claims, 'PARAMETERS')} onHistory={setHistory} />
      <CommentsCard
        comments={comments}
        disabledReason={commentBlock}
        canEdit={(c) => !centralOffice && canEditComment(ccf, c, claims?.sub)}
        onAdd={() => setCommentTarget({ mode: 'add' })}
        onEdit={(comment) => setCommentTarget({ mode: 'edit', comment })}
      />
      <DataValuesCard
        values={dataValues}
        precision={precision}
        units={ccf.UNITS}
        disabledReason={dataBlock}
        onAdd={() => setAddingData(true)}
        onHistory={setHistory}
      />
      <CommentModal ccfId={ccf.ID} target={commentTarget} types={types} onClose={() => setCommentTarget(null)} />
      <DataValueModal
        open={addingData}
        ccfId={ccf.ID}
        precision={precision}
        units={ccf.UNITS}
        analyst={claims?.fullName ?? ''}
        onClose={() => setAddingData(false)}
      />
      <CloseCcfModal open={closing} ccfId={ccf.ID} onClose={() => setClosing(false)} onClosed={closed} />
      <TrailDrawer
        open={history !== null}
        onClose={() => setHistory(null)}
        site={ccf.SITE}
        code={ccf.PARAMETER}
        from={history?.date ?? ''}
        to={history?.date ?? ''}
        focus={history ?? undefined}
        precision={precision}
        units={ccf.UNITS}
      />
    </Flex>
  );
};

/** /ccf/:id/:parmCode (spec 3 "CCF detail"): one CCF, its comments and data values, and what can be done with it. */
const CcfDetailPage = () => {
  const { id = '', parmCode = '' } = useParams();
  return <CcfDetailView key={id} id={id} parmCode={parmCode} />;
};

export default CcfDetailPage;
