import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';

const Limit = z.number().nullable();
const CcfAnalysisData = z.object({
  code: z.string(),
  name: z.string(),
  /** The CCF type code. */
  type: z.string(),
  low_abs: Limit,
  low_trigger: Limit,
  high_trigger: Limit,
  high_abs: Limit,
});
export type CcfAnalysisData = z.infer<typeof CcfAnalysisData>;

/** A type created (`created`) or renamed. */
export const CcfTypeSaved = defineEvent('CcfTypeSaved', z.object({ code: z.string(), name: z.string(), created: z.boolean() }));
export const CcfTypeDeleted = defineEvent('CcfTypeDeleted', z.object({ code: z.string() }));
/**
 * Version 2 adds what the analysis was before the save (`previous`, null on create) and an optional
 * `reason`, for the master-data history; its limits are in force from the event's timestamp on
 * (docs/ccfSettings.md). Version 1 events read as having neither.
 */
export const CcfAnalysisSaved = defineEvent(
  'CcfAnalysisSaved',
  CcfAnalysisData.extend({
    created: z.boolean(),
    previous: CcfAnalysisData.omit({ code: true }).nullable(),
    reason: z.string().nullable(),
  }),
  2,
  { 1: (data) => (typeof data === 'object' && data !== null ? { previous: null, reason: null, ...data } : data) },
);
export const CcfAnalysisDeleted = defineEvent('CcfAnalysisDeleted', z.object({ code: z.string() }));
export type CcfTypeSaved = EventOf<typeof CcfTypeSaved>;
export type CcfTypeDeleted = EventOf<typeof CcfTypeDeleted>;
export type CcfAnalysisSaved = EventOf<typeof CcfAnalysisSaved>;
export type CcfAnalysisDeleted = EventOf<typeof CcfAnalysisDeleted>;
export type CcfTypeEvent = CcfTypeSaved | CcfTypeDeleted;
export type CcfAnalysisEvent = CcfAnalysisSaved | CcfAnalysisDeleted;
export type CcfSettingsEvent = CcfTypeEvent | CcfAnalysisEvent;

export const CCF_SETTINGS_EVENTS = [CcfTypeSaved, CcfTypeDeleted, CcfAnalysisSaved, CcfAnalysisDeleted] as const;
export const CCF_TYPE_EVENT_TYPES = ['CcfTypeSaved', 'CcfTypeDeleted'] as const satisfies readonly CcfTypeEvent['type'][];
export const CCF_ANALYSIS_EVENT_TYPES = ['CcfAnalysisSaved', 'CcfAnalysisDeleted'] as const satisfies readonly CcfAnalysisEvent['type'][];

/**
 * CCF types and analyses are company-wide reference data: one stream holds them all, so a decision
 * on uniqueness or usage sees every one of them and the expected revision guards it.
 */
export const CCF_SETTINGS_STREAM = 'ccfSettings-company';
