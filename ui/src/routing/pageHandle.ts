/** What AppLayout reads from the matched routes (useMatches): whether the page is drawn with antd. */
export interface PageHandle {
  antd: boolean;
}
