// Data entry (spec 1 §2-§5, §7-§9). For the grid: gridCells (which rows), cellLock (which cells are
// locked), checkChangeRecords (the Check button), walkCcfColumn / statusLabel (CCF labels as the user
// types: series = the column's cells with pending changes marked, previous = PREVIOUS_VALUE, status =
// CCFS of the heading), and the routes submitData, gridHeading, hourlyGridData, dailyGridData,
// dataPoints, requestRecalculation (plus openCcf, raiseCcf, endCcf in ../ccf).
export * from './week.ts';
export * from './grid.ts';
export * from './labels.ts';
export * from './limits.ts';
export * from './locks.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './readSchemas.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './latestRoute.ts';
