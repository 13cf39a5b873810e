// What a report or grabber run needs of its definition (reports/ owns definitions): who may run it, and
// its columns with each parameter's current label and display precision.
import {
  ERRORS,
  REPORT_ERRORS,
  SITE_NAMES,
  mayReachSites,
  parameterId,
  type DefinitionKind,
  type GrabberColumnDto,
  type OutputPeriod,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { ReportDoc } from '@ftr/read-models/reports/projection.ts';
import { readableDefinition } from '../reports/access.ts';

export interface OutputDefinition {
  id: number;
  name: string;
  period: OutputPeriod;
  suppressBlankRows: boolean;
  outputFileName: string;
  columns: GrabberColumnDto[];
}

/**
 * The definition `id` of `kind` as the caller may run it: 404 when there is none of that kind, 403 unless
 * they can see it (their site; personal ones their own; shared ones within their read access), and 403
 * when a column is of another site and the caller is not the central office's.
 */
export const loadOutputDefinition = async (
  store: ReadStore,
  user: TokenClaims,
  id: number,
  kind: DefinitionKind,
  definitionOf: (doc: ReportDoc) => Promise<OutputDefinition> = (doc) => outputDefinitionOf(store, doc),
): Promise<OutputDefinition> => {
  const doc = await readableDefinition(store, user, id);
  if (doc.KIND !== kind)
    throw new AppError('not_found', kind === 'REPORT' ? REPORT_ERRORS.notFound(id) : REPORT_ERRORS.grabberNotFound(id));
  if (
    !mayReachSites(
      user,
      doc.PARAMETERS.map((p) => p.site),
    )
  )
    throw new AppError('forbidden', ERRORS.wrongSite);
  return definitionOf(doc);
};

/** Definitions kept by rememberedDefinitions (least recently used dropped first). */
const MAX_DEFINITIONS = 64;

/**
 * outputDefinitionOf remembered per read-side position: the definition and its parameters' labels and
 * precisions are read models, so any change to them moves the position and makes a new key. Who may run the
 * definition is still checked on every request (loadOutputDefinition), before this is asked.
 */
export const rememberedDefinitions = (store: ReadStore, position: () => bigint | undefined) => {
  const kept = new Map<string, Promise<OutputDefinition>>();
  return (doc: ReportDoc): Promise<OutputDefinition> => {
    const at = position();
    if (at === undefined) return outputDefinitionOf(store, doc);
    const key = `${String(at)} ${String(doc.ID)}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const made = outputDefinitionOf(store, doc);
    kept.set(key, made);
    made.catch(() => kept.get(key) === made && kept.delete(key));
    if (kept.size > MAX_DEFINITIONS) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return made;
  };
};

/** A definition's output settings and columns (with each parameter's current label and precision). */
export const outputDefinitionOf = async (store: ReadStore, doc: ReportDoc): Promise<OutputDefinition> => {
  const parameters = await store.getMany<ParameterDoc>(
    PARAMETERS_COLLECTION,
    doc.PARAMETERS.map((p) => parameterId(p.site, p.code)),
  );
  const columns = doc.PARAMETERS.map((p): GrabberColumnDto => {
    const parameter = parameters.get(parameterId(p.site, p.code));
    return {
      site: p.site,
      code: p.code,
      heading1: p.heading1 || null,
      heading2: p.heading2 || null,
      heading3: p.heading3 || null,
      precision: parameter?.DISPLAY_PRECISION ?? null,
      label: parameter?.LABEL ?? null,
      longSite: SITE_NAMES[p.site],
      units: parameter?.UNITS ?? null,
    };
  });
  return {
    id: doc.ID,
    name: doc.REPORT_NAME,
    period: doc.PERD_CODE,
    suppressBlankRows: doc.SUPPRESS_BLANK_ROWS,
    outputFileName: doc.OUTPUT_FILE_NAME,
    columns,
  };
};
