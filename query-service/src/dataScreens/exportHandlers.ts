import { XLSX_CONTENT_TYPE, type dataScreenReadRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import type { FastifyReply } from 'fastify';
import type { QueryDeps } from '../deps.ts';
import { loadScreenViewer, openableScreen, siteScope, siteWhere } from './access.ts';
import { loadScreenDoc, screenColumns } from './columns.ts';
import { byName, toDataScreenDto } from './dto.ts';
import { fileName, membersWorkbook, screensWorkbook } from './workbook.ts';

type ExportRoutes = Pick<typeof dataScreenReadRoutes, 'exportDataScreens' | 'exportScreenMembers'>;

const download = (reply: FastifyReply, name: string, bytes: Buffer): Buffer => {
  void reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}"`);
  return bytes;
};

/** The Export buttons: spreadsheets of the site's screens and of one screen's parameters. */
export const exportHandlers = (deps: QueryDeps): Handlers<ExportRoutes> => ({
  async exportDataScreens({ user, reply }) {
    const sites = siteScope(user, undefined);
    const docs = await deps.readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, { where: siteWhere(sites) });
    const bytes = await screensWorkbook(
      docs
        .filter((doc) => sites.includes(doc.SITE))
        .sort(byName)
        .map(toDataScreenDto),
    );
    return download(reply, fileName(`data-screens-${sites.length === 1 ? sites[0] : 'all'}`), bytes);
  },
  async exportScreenMembers({ params, user, reply }) {
    const [doc, viewer] = await Promise.all([loadScreenDoc(deps.readStore, params.id), loadScreenViewer(deps.readStore, user)]);
    const screen = openableScreen(doc, params.id, viewer);
    const bytes = await membersWorkbook(screen.DESCRIPTION, await screenColumns(deps.readStore, screen));
    return download(reply, fileName(`screen-${screen.ID}-${screen.DESCRIPTION}`), bytes);
  },
});
