/** Texts of the dashboards: spec 1 §8 and spec 2 §8 verbatim first, then our own refusals (the spec names none). */
export const DASHBOARD_MESSAGES = {
  // spec 1 §8
  added: 'Dashboard Added',
  archived: 'Dashboard Archived',
  runFailed: 'There was a problem running this dashboard',
  // spec 2 §8
  updated: 'Dashboard Updated',
  saveFailed: 'Oh Lawd',
  invalidParameterList: 'invalid Parameter List',
  parameterAdded: 'Parameter Added',
  parameterRemoved: (code: string) => `Parameter ${code} removed`,
  parameterUpdated: 'Parameter Updated',
  itemRemoved: 'Item removed',
  // our own
  itemAdded: 'Item Added',
  orderUpdated: 'Order Updated',
  layoutSaved: 'Layout Saved',
} as const;

export const DASHBOARD_ERRORS = {
  notFound: (id: number) => `Dashboard ${id} not found`,
  parameterNotFound: (id: string) => `Dashboard parameter ${id} not found`,
  itemNotFound: (id: string) => `Layout item ${id} not found`,
  corporateOnlyAtCo: 'Corporate dashboards are for the Central Office only',
  siteNotAtCo: 'Site dashboards are not available at the Central Office',
  noSuchParameter: (code: string, where: string) => `Parameter ${code} does not exist at ${where}`,
  parameterExists: (code: string) => `${code} is already on this dashboard`,
  siteOnlyOnCorporate: 'A site can be chosen only for parameters of a corporate dashboard',
  differentDashboards: 'Both parameters must be on the same dashboard',
  sameParameter: 'Choose two different parameters to swap',
  notNeighbours: 'Only neighbouring parameters can swap places',
  noLayout: 'This dashboard has no layout: only custom (site) dashboards are laid out',
  cellTaken: (row: number, col: number) => `Row ${row} column ${col} already holds an item`,
  notOnDashboard: (code: string) => `${code} is not a parameter of this dashboard`,
  inLayout: (code: string, row: number, col: number) => `${code} is drawn at row ${row} column ${col}; remove that item first`,
  arrangeEveryItem: 'Save the layout with every item of the dashboard, each once',
  rowTooWide: (row: number) => `Row ${row} is wider than 12 columns`,
  heightOnlyCharts: 'Only charts have a height',
  idsBusy: 'Could not allocate a dashboard id; please try again',
  readerOnly: 'You need the dashboards permission',
} as const;
