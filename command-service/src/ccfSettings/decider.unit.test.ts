import { fail, type CcfAnalysisData, type CcfSettingsEvent } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { ccfSettingsDecider } from './decider.ts';

const { given } = deciderSpec(ccfSettingsDecider);
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

describe('CCF settings decider', () => {
  describe('types', () => {
    it('creates a new type', () => {
      given()
        .when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality' })
        .then([typeSaved('QC', 'Quality')]);
    });
    it('renames a type whose code exists (update also posts)', () => {
      given(typeSaved('QC', 'Quality'))
        .when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality Control' })
        .then([typeSaved('QC', 'Quality Control', false)]);
    });
    it("refuses another type's name, whatever its case", () => {
      const state = given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'));
      state.when({ kind: 'SaveCcfType', code: 'HS', name: 'food safety' }).then(fail('conflict', 'name: Must be unique'));
      state.when({ kind: 'SaveCcfType', code: 'QC', name: 'FOOD SAFETY' }).then(fail('conflict', 'name: Must be unique'));
    });
    it('deletes an unused type', () => {
      given(typeSaved('QC', 'Quality'))
        .when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 })
        .then([{ type: 'CcfTypeDeleted', data: { code: 'QC' } }]);
    });
    it('refuses to delete a type an analysis uses, and a missing one', () => {
      given(typeSaved('QC', 'Quality'), analysisSaved())
        .when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 })
        .then(fail('conflict', 'QC is assigned to one or more analyses'));
      given().when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }).then(fail('not_found', 'CCF Type QC not found'));
    });
    it('refuses to delete a type a parameter names directly', () => {
      given(typeSaved('QC', 'Quality'))
        .when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 2 })
        .then(fail('conflict', 'QC is assigned to one or more parameters'));
    });
    it('lets a deleted code be created again', () => {
      const state = given(typeSaved('QC', 'Quality'), { type: 'CcfTypeDeleted', data: { code: 'QC' } });
      state.when({ kind: 'SaveCcfType', code: 'QC', name: 'Quality' }).then([typeSaved('QC', 'Quality')]);
    });
  });

  describe('analyses', () => {
    const withType = () => given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'));
    it('creates an analysis of an existing type', () => {
      withType().when({ kind: 'CreateCcfAnalysis', analysis: brix }).then([analysisSaved()]);
    });
    it('refuses a code or a name already taken on create', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved());
      state.when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, name: 'Other' } }).then(fail('conflict', 'code: Must be unique'));
      state
        .when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, code: 'BRIX2', name: 'BRIX' } })
        .then(fail('conflict', 'name: Must be unique'));
    });
    it('refuses a type that does not exist', () => {
      withType()
        .when({ kind: 'CreateCcfAnalysis', analysis: { ...brix, type: 'XX' } })
        .then(fail('validation', 'type: CCF Type XX does not exist'));
    });
    it('refuses limits out of order, naming the lower limit on the higher field', () => {
      const analysis = { ...brix, high_trigger: 61 };
      withType()
        .when({ kind: 'CreateCcfAnalysis', analysis })
        .then(fail('validation', 'high_trigger: Must be greater than or equal to Low Trigger Limit'));
    });
    it('accepts an analysis with only some limits', () => {
      const analysis = { ...brix, low_abs: null, low_trigger: null };
      expect(withType().when({ kind: 'CreateCcfAnalysis', analysis }).decision.ok).toBe(true);
    });
    it('updates an analysis, keeping its own name and moving it to another type', () => {
      const state = given(typeSaved('QC', 'Quality'), typeSaved('FS', 'Food Safety'), analysisSaved());
      state
        .when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, type: 'FS' }, reason: 'Regulated' })
        .then([analysisSaved({ type: 'FS' }, false, brix, 'Regulated')]);
    });
    it("refuses an update to another analysis's name, and of a missing analysis", () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved(), analysisSaved({ code: 'PH', name: 'pH' }));
      state.when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, name: 'PH' } }).then(fail('conflict', 'name: Must be unique'));
      state.when({ kind: 'UpdateCcfAnalysis', analysis: { ...brix, code: 'NONE' } }).then(fail('not_found', 'CCF Analysis NONE not found'));
    });
    it('deletes an analysis no parameter uses, refuses one in use', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved());
      state
        .when({ kind: 'DeleteCcfAnalysis', code: 'BRIX', parameterCount: 0 })
        .then([{ type: 'CcfAnalysisDeleted', data: { code: 'BRIX' } }]);
      state
        .when({ kind: 'DeleteCcfAnalysis', code: 'BRIX', parameterCount: 2 })
        .then(fail('conflict', 'BRIX is assigned to one or more parameters'));
      state.when({ kind: 'DeleteCcfAnalysis', code: 'PH', parameterCount: 0 }).then(fail('not_found', 'CCF Analysis PH not found'));
    });
    it('frees a type once its last analysis is deleted', () => {
      const state = given(typeSaved('QC', 'Quality'), analysisSaved(), { type: 'CcfAnalysisDeleted', data: { code: 'BRIX' } });
      expect(state.when({ kind: 'DeleteCcfType', code: 'QC', parameterCount: 0 }).decision.ok).toBe(true);
    });
  });
});
