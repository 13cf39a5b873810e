import { evolveAll } from '../shared/decider.ts';
import type { CcfAnalysisData, CcfSettingsEvent } from '@ftr/contracts';
import { ccfSettingsEvolver, decideCcfSettings, type CcfSettingsCommand, type CcfSettingsState } from './decider.ts';

const given = (...events: CcfSettingsEvent[]): CcfSettingsState => evolveAll(ccfSettingsEvolver, events);
const when = (command: CcfSettingsCommand, state: CcfSettingsState) => decideCcfSettings(command, state);
const typeSaved = (code: string, name: string, created = true): CcfSettingsEvent => ({
  type: 'CcfTypeSaved',
  data: { code, name, created },
});
const brix: CcfAnalysisData = { code: 'BRIX', name: 'Brix', type: 'QC', low_abs: 60, low_trigger: 62, high_trigger: 70, high_abs: 72 };
const analysisSaved = (
  over: Partial<CcfAnalysisData> = {},
  created = true,
  previous: CcfAnalysisData | null = null,
  reason: string | null = null,
): CcfSettingsEvent => {
  const { code: _code, ...was } = previous ?? brix;
  return { type: 'CcfAnalysisSaved', data: { ...brix, ...over, created, previous: previous ? was : null, reason } };
};
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('CCF settings decider', () => {
  describe('types', () => {
    it('creates a new type', () => {
      expect(when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality' }, given())).toEqual({
        ok: true,
        events: [typeSaved('QC', 'Quality')],
      });
    });
    it('renames a type whose code exists (update also posts)', () => {
      expect(when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality Control' }, given(typeSaved('QC', 'Quality')))).toEqual({
        ok: true,
        events: [typeSaved('QC', 'Quality Control', false)],
      });
    });
    it("refuses another type's name, whatever its case", () => {
      const state = given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'));
      expect(when({ kind: 'SaveCcfType', code: 'HS', name: 'food safety' }, state)).toEqual(refused('conflict', 'name: Must be unique'));
      expect(when({ kind: 'SaveCcfType', code: 'QC', name: 'FOOD SAFETY' }, state)).toEqual(refused('conflict', 'name: Must be unique'));
    });
    it('deletes an unused type', () => {
      expect(when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }, given(typeSaved('QC', 'Quality')))).toEqual({
        ok: true,
        events: [{ type: 'CcfTypeDeleted', data: { code: 'QC' } }],
      });
    });
    it('refuses to delete a type an analysis uses, and a missing one', () => {
      expect(when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }, given(typeSaved('QC', 'Quality'), analysisSaved()))).toEqual(
        refused('conflict', 'QC is assigned to one or more analyses'),
      );
      expect(when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }, given())).toEqual(
        refused('not_found', 'CCF Type QC not found'),
      );
    });
    it('refuses to delete a type a parameter names directly', () => {
      expect(when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 2 }, given(typeSaved('QC', 'Quality')))).toEqual(
        refused('conflict', 'QC is assigned to one or more parameters'),
      );
    });
    it('lets a deleted code be created again', () => {
      const state = given(typeSaved('QC', 'Quality'), { type: 'CcfTypeDeleted', data: { code: 'QC' } });
      expect(when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality' }, state)).toEqual({ ok: true, events: [typeSaved('QC', 'Quality')] });
    });
  });

  describe('analyses', () => {
    const withType = () => given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'));
    it('creates an analysis of an existing type', () => {
      expect(when({ kind: 'CreateCcfAnalysis', analysis: brix }, withType())).toEqual({ ok: true, events: [analysisSaved()] });
    });
    it('refuses a code or a name already taken on create', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved());
      expect(when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, name: 'Other' } }, state)).toEqual(
        refused('conflict', 'code: Must be unique'),
      );
      expect(when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, code: 'BRIX2', name: 'BRIX' } }, state)).toEqual(
        refused('conflict', 'name: Must be unique'),
      );
    });
    it('refuses a type that does not exist', () => {
      expect(when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, type: 'XX' } }, withType())).toEqual(
        refused('validation', 'type: CCF Type XX does not exist'),
      );
    });
    it('refuses limits out of order, naming the lower limit on the higher field', () => {
      const analysis = { ...brix, high_trigger: 61 };
      expect(when({ kind: 'CreateCcfAnalysis', analysis }, withType())).toEqual(
        refused('validation', 'high_trigger: Must be greater than or equal to Low Trigger Limit'),
      );
    });
    it('accepts an analysis with only some limits', () => {
      const analysis = { ...brix, low_abs: null, low_trigger: null };
      expect(when({ kind: 'CreateCcfAnalysis', analysis }, withType()).ok).toBe(true);
    });
    it('updates an analysis, keeping its own name and moving it to another type', () => {
      const state = given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'), analysisSaved());
      expect(when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, type: 'FS' }, reason: 'Regulated' }, state)).toEqual({
        ok: true,
        events: [analysisSaved({ type: 'FS' }, false, brix, 'Regulated')],
      });
    });
    it("refuses an update to another analysis's name, and of a missing analysis", () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved(), analysisSaved({ code: 'PH', name: 'pH' }));
      expect(when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, name: 'PH' } }, state)).toEqual(
        refused('conflict', 'name: Must be unique'),
      );
      expect(when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, code: 'NONE' } }, state)).toEqual(
        refused('not_found', 'CCF Analysis NONE not found'),
      );
    });
    it('deletes an analysis no parameter uses, refuses one in use', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved());
      expect(when({ kind: 'DeleteCcfAnalysis', code: 'BRIX', parameterCount: 0 }, state)).toEqual({
        ok: true,
        events: [{ type: 'CcfAnalysisDeleted', data: { code: 'BRIX' } }],
      });
      expect(when({ kind: 'DeleteCcfAnalysis', code: 'BRIX', parameterCount: 2 }, state)).toEqual(
        refused('conflict', 'BRIX is assigned to one or more parameters'),
      );
      expect(when({ kind: 'DeleteCcfAnalysis', code: 'PH', parameterCount: 0 }, state)).toEqual(
        refused('not_found', 'CCF Analysis PH not found'),
      );
    });
    it('frees a type once its last analysis is deleted', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved(), { type: 'CcfAnalysisDeleted', data: { code: 'BRIX' } });
      expect(when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }, state).ok).toBe(true);
    });
  });
});
