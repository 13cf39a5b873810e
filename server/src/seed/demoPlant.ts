import { addDays, FACTORY_SITES, FLAGS, SITES, type Flag, type OperationType, type Site } from '@ftr/contracts';
import type { NewUser } from '@ftr/command-service/users/createUser.ts';

const SUPERVISOR_FLAGS: Flag[] = [
  'VIEW_DATA_SCREENS',
  'VIEW_DASHBOARDS',
  'REPORTS',
  'DATA_GRABBER',
  'MAINTAIN_DATA_SCREENS',
  'OPERATIONS',
  'PARAMETERS',
  'HISTORIC_DATA',
  'LIVE_DATA',
  'RECALCULATE',
  'VIEW_CCF',
  'MAINTAIN_CCF',
  'PRODUCTION_COMMENTS',
  'CONSTANTS',
  'LOOKUPS',
];
const OPERATOR_FLAGS: Flag[] = ['VIEW_DATA_SCREENS', 'LIVE_DATA', 'VIEW_CCF', 'PRODUCTION_COMMENTS'];
const MANAGER_FLAGS: Flag[] = [
  'VIEW_DASHBOARDS',
  'REPORTS',
  'MAINTAIN_REPORTS',
  'DATA_GRABBER',
  'MAINTAIN_GRABBERS',
  'MAINTAIN_DASHBOARDS',
  'OPERATIONS',
  'USERS',
  'LIVE_DATA',
  'VIEW_CCF',
  'CONSTANTS',
];
const AUDITOR_FLAGS: Flag[] = ['VIEW_DATA_SCREENS', 'VIEW_DASHBOARDS', 'REPORTS', 'DATA_GRABBER', 'LIVE_DATA', 'VIEW_CCF'];

const person = (
  username: string,
  firstName: string,
  lastName: string,
  sites: Site[],
  flags: Flag[],
  access: number,
  writeAccess = access,
) => ({
  username,
  firstName,
  lastName,
  email: `${username}@example.com`,
  phone: '',
  sites,
  flags,
  readAccess: access,
  writeAccess,
});

/** The administrator: all sites, all flags. */
export const adminUser = (password: string): NewUser => ({
  ...person('admin', 'System', 'Administrator', [...SITES], [...FLAGS], 5),
  email: '',
  password,
});

/** Demo accounts, documented in the README (phone numbers from Ofcom's range for drama, 01632 960xxx). */
export const demoUsers = (password: string): NewUser[] =>
  [
    { ...person('supervisor.ba', 'Beth', 'Barker', ['BA'], SUPERVISOR_FLAGS, 4), phone: '01632 960101' },
    // A control-room operator with a phone but no email: an administrator hands over reset links.
    { ...person('operator.ba', 'Owen', 'Ashby', ['BA'], OPERATOR_FLAGS, 2), email: '', phone: '01632 960102' },
    { ...person('supervisor.wi', 'Will', 'Ingram', ['WI'], SUPERVISOR_FLAGS, 4), phone: '01632 960201' },
    { ...person('manager.co', 'Carol', 'Oakes', [...SITES], MANAGER_FLAGS, 5), phone: '01632 960301' },
    // Read-only (README): reads every screen up to level 3, writes none (write access 0).
    person('auditor.co', 'Alan', 'Dunmore', [...SITES], AUDITOR_FLAGS, 3, 0),
    // A plant historian's service account (docs/processTags.md): pushes tag readings for BA (write access 1), reads no screen.
    { ...person('historian.ba', 'Plant', 'Historian', ['BA'], ['PUSH_TAG_READINGS'], 0, 1), email: '' },
  ].map((user) => ({ ...user, password }));

export interface DemoOperation {
  site: Site;
  code: string;
  type: OperationType;
  startDate: string;
  endDate: string;
}

/**
 * Per factory site, relative to today's factory date: last season's campaign and between-ops
 * period and a juice run (finished), this season's campaign (active; ending within 10 days at
 * Newark so the home card turns red), and next season's periods (pending).
 */
export const demoOperations = (today: string): DemoOperation[] => {
  const year = Number(today.slice(0, 4));
  return FACTORY_SITES.flatMap((site) => {
    const campaignEnd = site === 'NE' ? 8 : 100;
    const plan: [OperationType, number, number, number][] = [
      ['BC', year - 1, -420, -290],
      ['BO', year - 1, -289, -61],
      ['JR', year, -60, -31],
      ['BC', year, -30, campaignEnd],
      ['BO', year, campaignEnd + 1, 250],
      ['JR', year + 1, 251, 280],
    ];
    return plan.map(([type, codeYear, from, to]) => ({
      site,
      code: `${type}${codeYear}`,
      type,
      startDate: addDays(today, from),
      endDate: addDays(today, to),
    }));
  });
};
