// Assembling what the CCF pages show (spec 3 §3) from read-model documents, pure: one batch of
// lookups serves a whole list (no query per row).
import {
  CCF_STATUS_NAMES,
  ccfTitle,
  commentTypeName,
  type CcfCommentDto,
  type CcfDataValueDto,
  type CcfView,
  type ParameterDto,
} from '@ftr/contracts';
import type { CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import type { CcfCommentDoc } from '@ftr/read-models/ccf/comments.ts';
import type { CcfDataValueDoc } from '@ftr/read-models/ccf/dataValues.ts';
import type { CcfAnalysisDoc, CcfTypeDoc } from '@ftr/read-models/ccfSettings/projection.ts';

/** What the view needs of a CCF type and an analysis (the CCF settings read models). */
export type TypeFacts = Pick<CcfTypeDoc, 'code' | 'name'>;
export type AnalysisFacts = Pick<CcfAnalysisDoc, 'code' | 'name' | 'low_abs' | 'low_trigger' | 'high_trigger' | 'high_abs'>;
export type ParameterFacts = Pick<
  ParameterDto,
  'CODE' | 'LABEL' | 'HEADING1' | 'HEADING2' | 'HEADING3' | 'UNITS' | 'LOWABS' | 'LOWTRG' | 'HIGHTRG' | 'HIGHABS'
>;

/** What the view of one or more CCFs is joined with, by code. */
export interface CcfLookups {
  types: ReadonlyMap<string, TypeFacts>;
  analyses: ReadonlyMap<string, AnalysisFacts>;
  parameters: ReadonlyMap<string, ParameterFacts>;
  /** Data values per CCF id (absent: none). */
  dataCounts: ReadonlyMap<string, number>;
}

/**
 * The analysis: its settings (name, four limits), else, when no such analysis is set up, the
 * parameter's own CCF thresholds under the analysis code; null when the CCF names no analysis.
 */
const analysisOf = (code: string | null, lookups: CcfLookups, parameter: ParameterFacts | undefined): CcfView['ANALYSIS'] => {
  if (code === null) return null;
  const a = lookups.analyses.get(code);
  if (a)
    return {
      code,
      name: a.name,
      low_absolute: a.low_abs,
      low_trigger: a.low_trigger,
      high_trigger: a.high_trigger,
      high_absolute: a.high_abs,
    };
  return {
    code,
    name: code,
    low_absolute: parameter?.LOWABS ?? null,
    low_trigger: parameter?.LOWTRG ?? null,
    high_trigger: parameter?.HIGHTRG ?? null,
    high_absolute: parameter?.HIGHABS ?? null,
  };
};

export const ccfView = (doc: CcfDoc, lookups: CcfLookups): CcfView => {
  const { _id, _position, COMMENT_COUNT, RAISED_POS, DELETED_AT, DELETED_BY, ...dto } = doc;
  const parameter = lookups.parameters.get(doc.PARAMETER);
  const type = doc.CCF_TYPE === null ? null : { code: doc.CCF_TYPE, name: lookups.types.get(doc.CCF_TYPE)?.name ?? doc.CCF_TYPE };
  return {
    ...dto,
    STATUS_NAME: CCF_STATUS_NAMES[doc.STATUS],
    TYPE: type,
    ANALYSIS: analysisOf(doc.CCF_ANALYSIS, lookups, parameter),
    PARAMETER_TITLE: parameter ? ccfTitle(parameter) : doc.PARAMETER,
    UNITS: parameter?.UNITS ?? null,
    COMMENT_COUNT: COMMENT_COUNT ?? 0,
    DATA_COUNT: lookups.dataCounts.get(doc.ID) ?? 0,
  };
};

/** Newest raised first (the same instant: the later raised first). */
export const newestFirst = (a: CcfDoc, b: CcfDoc): number =>
  b.RAISED_AT.localeCompare(a.RAISED_AT) || (b.RAISED_POS ?? '').localeCompare(a.RAISED_POS ?? '');

export const commentDto = (doc: CcfCommentDoc): CcfCommentDto => ({
  id: doc.ID,
  ccfId: doc.CCF_ID,
  timestamp: doc.TIMESTAMP,
  username: doc.USERNAME,
  type: { id: doc.TYPE, name: commentTypeName(doc.TYPE) },
  comment: doc.COMMENT,
  edited_at: doc.EDITED_AT,
  edited_by: doc.EDITED_BY,
});

export const dataValueDto = (doc: CcfDataValueDoc): CcfDataValueDto => ({
  id: doc._id,
  ccfId: doc.CCF_ID,
  analyst: doc.ANALYST,
  created_at: doc.CREATED_AT,
  created_by: doc.CREATED_BY,
  real_datetime: doc.REAL_DATETIME,
  FTR_DATE: doc.FTR_DATE,
  FTR_HOUR: doc.FTR_HOUR,
  PARAM_VALUE: doc.PARAM_VALUE,
  submissionId: doc.SUBMISSION_ID,
});
