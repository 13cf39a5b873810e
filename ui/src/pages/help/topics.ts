/** One topic of the in-app help outline (spec 3 §2 In-app help), written for what FTR does today. */
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
  {
    title: 'Data entry',
    summary: 'Entering and checking hourly and daily values on a grid.',
    link: '/dataentry',
    text: [
      'Choose a data screen, the operation and the factory date. A factory date runs from 07:00 on the day before to 07:00 on the date itself (UK time); hover the Factory date label for a reminder. Hourly rows read like 08:00 (h1): the clock time the hour ends at, then the factory hour; hover a row for its exact span.',
      'Type into a cell and move on with Tab, Enter or the arrow keys; F2 or a double-click edits inside a cell, Escape puts back what was there. A value is shown at the column\u2019s display precision once you leave the cell (64 becomes 64.0). You can paste a block copied from a spreadsheet. Changed cells are bold blue. A CCF parameter outside its trigger band turns amber, a value outside the check limits red, outside the absolute limits solid red (such a value is refused); hatched or grey cells are calculated or locked, and say why on hover.',
      'Submit sends every change at once; the count on the button is how many are waiting. Correcting or deleting an earlier value may ask for a reason. If you leave the page or sign out with changes not submitted, FTR asks whether to Submit, Discard or Stay; after a reload the changes are restored until you submit or discard them.',
      'Right-click a cell (or Alt+H) for its History. The settings button shows the hour mode (current hour or the full day), Show Codes, Check (tests the pending values without sending them) and the size: Small fits more columns on the screen. A wide grid scrolls sideways with the hour column kept in view.',
    ],
  },
  {
    title: 'Managing data screens',
    summary: 'Building the grids used for data entry and live data.',
    link: '/dataentry/manage',
    text: [
      'Manage Data Screens lists your site\u2019s screens. A screen has a description, a type (hourly or daily), an area (data entry or live data) and an access level; users see the screens up to their own level. Add parameters as columns, order them and mark separators; Duplicate copies a screen with its columns, and Find by Parameter shows which screens use a code.',
    ],
  },
  {
    title: 'Live data',
    summary: 'Control-room screens that update as values arrive.',
    link: '/live',
    text: [
      'Choose a live-data screen and a range (for hourly screens 1 to 3 days or a week). New values appear without reloading and are highlighted for a few seconds; values outside the check limits are red. \u201cUpdated \u2026 ago\u201d says how fresh the figures are.',
      'Open wallboard shows the screen full-screen for a control-room display: large figures that fit the screen, the newest hour first, excursions marked with \u25b2 or \u25bc as well as colour, and a clear banner when the connection drops. The bell on a column subscribes you to that parameter.',
    ],
  },
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
  {
    title: 'History and the audit trail',
    summary: 'Who changed a value, when, from what, and why.',
    text: [
      'Every value keeps its history: who entered, corrected or deleted it, when, the old and new value, where the change came from (data entry, a CCF or a recalculation) and the reason. Open it from a grid cell (right-click, History), from a CCF\u2019s values or from a parameter\u2019s data view (History); filter by factory dates and user, and export to Excel.',
      'The As of picker (the history-clock button) shows a grid, live data or a data view as it was at an earlier moment, read-only; Back to now returns to the present.',
    ],
  },
  {
    title: 'Parameters and the data view',
    summary: 'Codes, headings, precision and limits; a parameter\u2019s values over time.',
    link: '/parameters',
    text: [
      'Parameters (for users who maintain them) defines each code: its headings, display precision, check and absolute limits, and for a calculated parameter its inputs (see Standard Functions). Values outside the absolute limits are refused on entry.',
      'A parameter\u2019s data view (from a notification, or /parameter/site/code) shows its values and limits as a chart and a table, newest first, over a period you choose; it opens on the latest period with values.',
    ],
  },
  {
    title: 'Recalculation',
    summary: 'Bringing calculated values up to date after a correction.',
    link: '/recalculate',
    text: [
      'Calculated parameters are recomputed when their inputs change. Recalculate (for users allowed to) runs one by hand: choose the calculated code, the operation, and a real date and hour (1 to 24, where 24 is midnight ending the date; a daily code uses hour 7). It recomputes that value and everything that depends on it; the page shows the job\u2019s progress and the code\u2019s values of the last 7 factory days.',
    ],
  },
  {
    title: 'Notifications and subscriptions',
    summary: 'What you are told about, and how.',
    link: '/notifications',
    text: [
      'Subscribe to a parameter with the bell on a live-data column, or under Profile, Subscriptions. A subscription tells you when a value is entered, when a value is outside the check limits, or outside the absolute limits, by notification in FTR and, if you choose, by email. Your own entries do not notify you.',
      'The bell in the top bar counts unread notifications; Notifications lists them, and each links to the parameter\u2019s data view. Administrators can also send a notification to a site.',
    ],
  },
  {
    title: 'Users',
    summary: 'Accounts, sites and permissions (administrators).',
    link: '/users',
    text: [
      'Users lists the accounts of your sites; Hide Archived and Current Site Only narrow the list. Create or edit an account to set its name, email, sites, access level and permissions; an account is archived rather than deleted.',
    ],
  },
  {
    title: 'Standard Functions',
    summary: 'How calculated parameters add and subtract their inputs, with a calculator to try it.',
    link: '/help/functions',
  },
  { title: 'The FTR mobile app', summary: 'Summary and live data on your phone.', link: '/app-help' },
  { title: 'Privacy notice', summary: 'What FTR keeps about you, and for how long.', link: '/privacy' },
];
