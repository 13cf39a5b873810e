import type { DomainEvent } from '../events/envelope.ts';
import type { CcfLimits } from './rules.ts';

export interface CcfAnalysisData extends CcfLimits {
  code: string;
  name: string;
  /** The CCF type code. */
  type: string;
}

/** A type created (`created`) or renamed. */
export type CcfTypeSaved = DomainEvent<'CcfTypeSaved', { code: string; name: string; created: boolean }>;
export type CcfTypeDeleted = DomainEvent<'CcfTypeDeleted', { code: string }>;
export type CcfAnalysisSaved = DomainEvent<'CcfAnalysisSaved', CcfAnalysisData & { created: boolean }>;
export type CcfAnalysisDeleted = DomainEvent<'CcfAnalysisDeleted', { code: string }>;
export type CcfTypeEvent = CcfTypeSaved | CcfTypeDeleted;
export type CcfAnalysisEvent = CcfAnalysisSaved | CcfAnalysisDeleted;
export type CcfSettingsEvent = CcfTypeEvent | CcfAnalysisEvent;

export const CCF_TYPE_EVENT_TYPES = ['CcfTypeSaved', 'CcfTypeDeleted'] as const;
export const CCF_ANALYSIS_EVENT_TYPES = ['CcfAnalysisSaved', 'CcfAnalysisDeleted'] as const;

/**
 * CCF types and analyses are company-wide reference data: one stream holds them all, so a decision
 * on uniqueness or usage sees every one of them and the expected revision guards it.
 */
export const CCF_SETTINGS_STREAM = 'ccfSettings-company';
