import { memberIdOf, parameterId, type ScreenColumnDto } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DATA_SCREENS_COLLECTION, screenDocId, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';

/**
 * A screen's columns: its members in order joined with the parameters of the screen's site in one
 * read. A member whose parameter is missing from the read model keeps its code with empty headings.
 * Reused by the data-entry grid and the live-data wallboards.
 */
export const screenColumns = async (
  readStore: ReadStore,
  screen: Pick<DataScreenDoc, 'SITE' | 'MEMBERS' | 'ID'>,
): Promise<ScreenColumnDto[]> => {
  const ids = screen.MEMBERS.map((m) => parameterId(screen.SITE, m.code));
  const parameters = await readStore.getMany<ParameterDoc>(PARAMETERS_COLLECTION, ids);
  return screen.MEMBERS.map((member, index) => {
    const p = parameters.get(parameterId(screen.SITE, member.code));
    return {
      ID: memberIdOf(screen.ID, member.memberNo),
      CODE: member.code,
      SEQUENCE: index + 1,
      HEADING1: p?.HEADING1 ?? '',
      HEADING2: p?.HEADING2 ?? '',
      HEADING3: p?.HEADING3 ?? '',
      PRECISION: p?.DISPLAY_PRECISION ?? null,
      UPPER_CHECK: p?.UPPER_CHK_LIMIT ?? null,
      LOWER_CHECK: p?.LOWER_CHK_LIMIT ?? null,
      UPPER_ABSOLUTE: p?.UPPER_ABS_LIMIT ?? null,
      LOWER_ABSOLUTE: p?.LOWER_ABS_LIMIT ?? null,
      SEPERATOR: member.separator,
      TYPE_ID: p?.PTYP_CODE ?? null,
      PROCESS_TAG: p?.PROCESS_TAG ?? null,
      AUDIT_FLAG: p?.AUDIT_FLAG ?? false,
      UNITS: p?.UNITS ?? null,
    };
  });
};

/** The screen document by id (null when absent or archived). */
export const loadScreenDoc = (readStore: ReadStore, id: number): Promise<DataScreenDoc | null> =>
  readStore.get<DataScreenDoc>(DATA_SCREENS_COLLECTION, screenDocId(id));
