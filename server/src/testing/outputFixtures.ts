import { valuesStream, type ReportParameterWriteResult, type ReportWriteResult, type Site } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { TestServer } from './embedded.ts';
import type { httpHelpers } from './http.ts';

/**
 * The data the export tests read: values written as POST /data stores them (one event per code and date),
 * and reports and grabbers made through the API.
 */
export const outputFixtures = (serverOf: () => TestServer, { ok, caughtUp }: Pick<ReturnType<typeof httpHelpers>, 'ok' | 'caughtUp'>) => ({
  putValues: async (site: Site, code: string, date: string, hours: Record<number, number>, operation = 'BC2026') => {
    const changes = Object.entries(hours).map(([hour, value]) => ({
      code,
      date,
      hour: Number(hour),
      kind: 'Insert' as const,
      value,
      previous: null,
    }));
    await serverOf().infra.eventStore.append(
      valuesStream(site, date),
      [
        {
          type: 'ParameterValuesSubmitted',
          data: { site, operation, submissionId: `${code}-${date}-${operation}`, changes },
          metadata: testMetadata({ site }),
        },
      ],
      'any',
    );
  },
  /** A report with the caller's fields and its columns, made through the API as the manage screen makes it. */
  reportOf: async (token: string, name: string, body: object, columns: [string, string][]) => {
    const { ID } = await ok<ReportWriteResult>('POST', '/report', token, {
      REPORT_NAME: name,
      ACCESS_LEVEL: 1,
      REPORT_TYPE: 1,
      RCAT_ID: null,
      ...body,
    });
    for (const [SITE, CODE] of columns)
      await ok<ReportParameterWriteResult>('POST', '/report-parameters', token, { REPT_ID: ID, CODE, SITE });
    await caughtUp();
    return ID;
  },
  grabberOf: async (token: string, name: string, columns: [string, string][]) => {
    const { ID } = await ok<ReportWriteResult>('POST', '/grabber', token, { name });
    for (const [SITE, CODE] of columns)
      await ok<ReportParameterWriteResult>('POST', '/report-parameters', token, { REPT_ID: ID, CODE, SITE });
    await caughtUp();
    return ID;
  },
});
