import { changeFailure, type ReportDefinitionDto, type TokenClaims } from '@ftr/contracts';

/** Whether the signed-in user may change a definition (the contract's rule, which the server applies too). */
export const mayChange = (claims: TokenClaims | null, d: ReportDefinitionDto): boolean =>
  claims !== null &&
  changeFailure(
    { kind: d.KIND, site: d.SITE, owner: d.OWNER, reportType: d.REPORT_TYPE, accessLevel: d.ACCESS_LEVEL },
    { username: claims.sub, site: claims.site, flags: claims.flags },
  ) === null;
