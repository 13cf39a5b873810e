/** One page of the mobile app help (spec 3 §2 Mobile app help). */
export interface AppHelpTopic {
  /** The sub-path under /app-help ('' for the overview). */
  slug: '' | 'account' | 'summary' | 'live' | 'notifications' | 'comments';
  title: string;
  paragraphs: string[];
  points?: string[];
}

export const APP_HELP_TOPICS: readonly AppHelpTopic[] = [
  {
    slug: '',
    title: 'Overview',
    paragraphs: [
      'FTR is also a mobile app, available on both app stores: the Apple App Store and Google Play. Search for \u201cFTR\u201d.',
      'You sign in with the same account as on the web. Accounts are not self-service: they must be requested from an administrator or the service desk.',
      'The app is primarily read-only: it shows summary data and live data, and lets you read your notifications and post production comments. Data entry, CCFs and administration stay on the web.',
    ],
  },
  {
    slug: 'account',
    title: 'Account',
    paragraphs: ['Your account is the one you use on the web; the app has no separate sign-up.'],
    points: [
      'Set up: ask your administrator or the service desk for an account, then sign in to the app with your username, password and site.',
      'Reset: if you have forgotten your password, use the reset link on the sign-in screen and follow the link in the email you receive.',
      'Change: change your password on the web under Profile, Change Password; the new password works in the app at once.',
      'View permissions: the account screen of the app lists the sites and permissions you hold. To change them, ask your administrator.',
    ],
  },
  {
    slug: 'summary',
    title: 'Summary',
    paragraphs: ['The summary shows each site\u2019s key figures for the current operation.'],
    points: [
      'Sites are shown side by side in alphabetical order.',
      'Swipe left and right to move between sites.',
      'Tap a site to open its own screens.',
    ],
  },
  {
    slug: 'live',
    title: 'Live Data',
    paragraphs: ['Live data shows the latest values of the parameters on your site\u2019s live-data screens.'],
    points: [
      'The default site is the site you signed in to.',
      'Each parameter shows its latest 3 results by default; tap More to see the last 24 hours.',
      'A chart shows the parameter over the last 24 hours.',
      'Only parameters that are not calculated can be subscribed to: tap the bell icon to subscribe.',
    ],
  },
  {
    slug: 'notifications',
    title: 'Notifications',
    paragraphs: ['Notifications tell you about the parameters you subscribe to.'],
    points: [
      'The counter on the notifications icon shows how many are unread.',
      'Tap a notification to read it; it is then marked as read.',
      'Delete a notification you no longer need.',
      'Manage your subscriptions to choose what you are told about.',
      'For each subscription, choose whether you are told by email, by push notification, or both.',
    ],
  },
  {
    slug: 'comments',
    title: 'Comments',
    paragraphs: ['Production comments are the day\u2019s notes on operations and customer supply.'],
    points: [
      'Posting a comment needs a permission, given by your site champion.',
      'Your site and username are attached to each comment automatically.',
      'Today\u2019s comments are shown below the input.',
    ],
  },
];

export const appHelpTopic = (slug: string | undefined): AppHelpTopic | undefined =>
  APP_HELP_TOPICS.find((topic) => topic.slug === (slug ?? '').toLowerCase());
