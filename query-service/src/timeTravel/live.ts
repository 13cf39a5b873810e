// The live view's heading "as of" an instant: the screen, its parameters (limits) and the
// site's CCFs of its members refolded as they stood, and the live heading code run on that snapshot.
// (Its rows as of an instant are the grid's: cellRowsAsOf.)
import type { LiveColumnDto, Site } from '@ftr/contracts';
import { ccfsProjection } from '@ftr/read-models/ccf/projection.ts';
import { parametersProjection } from '@ftr/read-models/parameters/projection.ts';
import { liveColumns } from '../liveData/columns.ts';
import { ccfsAsOf, parametersAsOf, screenAsOf } from './folds.ts';
import type { AsOfDeps } from './grid.ts';
import { historyAsOf } from './history.ts';
import { withSnapshot } from './snapshot.ts';

/** A live screen's columns and CCF labels as they stood (empty: the screen did not exist then). */
export const liveColumnsAsOf = async (deps: AsOfDeps, asOf: Date, screenId: number, site: Site): Promise<LiveColumnDto[]> => {
  const history = historyAsOf(deps.streams, asOf);
  const screen = await screenAsOf(history, screenId);
  if (!screen) return [];
  const codes = screen.MEMBERS.map((m) => m.code);
  const [parameters, ccfs] = await Promise.all([
    parametersAsOf(history, site, codes),
    ccfsAsOf(history, deps.readStore, site, undefined, codes),
  ]);
  const contents = [
    { collection: parametersProjection.collection, docs: parameters.values() },
    { collection: ccfsProjection.collection, docs: ccfs.values() },
  ];
  return withSnapshot(contents, (store) => liveColumns(store, screen));
};
