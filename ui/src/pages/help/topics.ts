/** One topic of the in-app help outline (spec 3 §2 In-app help: mostly under construction). */
export interface HelpTopic {
  title: string;
  summary: string;
  /** A page of its own, when the topic has one. */
  link?: string;
  /** Written text shown in the outline, when the topic is short. */
  text?: string[];
  /** Not written yet: marked plainly as under construction. */
  underConstruction?: boolean;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Getting started',
    summary: 'Signing in, choosing a site, changing site and signing out.',
    text: [
      'Sign in with your username, your password and the site you want to work on (the central office is listed as Peterborough). Tick Remember Me to stay signed in on this computer; otherwise you are signed out when the browser closes.',
      'To work on another of your sites, click the site name in the top bar and choose the site. The page reloads for the new site; from a data-entry grid you go back to the list of data screens.',
      'Accounts are created by an administrator or the service desk; ask them if you need access to another site or screen.',
    ],
  },
  {
    title: 'Operations',
    summary: 'Campaigns, juice runs and between-ops periods.',
    text: [
      'Operations lists the campaigns (BC), juice runs (JR) and between-ops periods (BO) of your site, with their status worked out from today\u2019s factory date. An operation can be changed until it has ended and deleted until it has started. Central office users see every site but cannot change operations.',
    ],
  },
  { title: 'Data entry', summary: 'Entering and checking hourly and daily values.', underConstruction: true },
  { title: 'Managing data screens', summary: 'Building the grids used for data entry.', underConstruction: true },
  { title: 'Dashboards', summary: 'Corporate, site and custom dashboards.', underConstruction: true },
  { title: 'Reports', summary: 'Running stored reports.', underConstruction: true },
  { title: 'Data grabber', summary: 'Fetching parameter history across sites.', underConstruction: true },
  { title: 'Live data', summary: 'Control-room screens that update as values arrive.', underConstruction: true },
  {
    title: 'Critical control forms (CCF)',
    summary: 'Raising, following and closing CCFs.',
    link: '/ccf',
    text: [
      'A CCF is raised automatically when a value entered on a grid falls outside its CCF limits, or by hand from the CCF page with Raise CCF: choose the CCF parameter and the operation and write a first comment. If one is already open for that parameter and operation you are taken to it instead.',
      'The CCF page lists your site\u2019s CCFs: Open (amber), Pending Close (blue: the value is back within limits), Closed (green). Tick Show Closed to see closed ones too. Open a CCF to read its limits, comments and re-test values, add comments (and change your own), and enter a data value measured for it at a real date and hour; History shows the audit trail of the value.',
      'Close CCF asks for a Close Out comment. A CCF raised from data entry can be closed once it is pending close; one raised by hand or by a calculation can be closed at any time. Users who maintain CCFs can delete closed CCFs; the confirmation shows how many comments will go with it.',
    ],
  },
  { title: 'Production comments', summary: 'Posting the day\u2019s comments.', underConstruction: true },
  { title: 'Notifications and subscriptions', summary: 'What you are told about, and how.', underConstruction: true },
  {
    title: 'Standard Functions',
    summary: 'How calculated parameters add and subtract their inputs, with a calculator to try it.',
    link: '/help/functions',
  },
  { title: 'The FTR mobile app', summary: 'Summary and live data on your phone.', link: '/app-help' },
  { title: 'Privacy notice', summary: 'What FTR keeps about you, and for how long.', link: '/privacy' },
];
