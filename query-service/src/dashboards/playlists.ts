import { ERRORS, PLAYLIST_MESSAGES as M, type playlistRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { PLAYLISTS_COLLECTION, type PlaylistDoc } from '@ftr/read-models/dashboards/playlists.ts';
import type { QueryDeps } from '../deps.ts';
import { requireDashboardReader } from './access.ts';

const toDto = ({ _id, _position, ...dto }: PlaylistDoc) => dto;

/** Playlists are read by dashboard readers, at their own site only. */
export const playlistQueryHandlers = (deps: QueryDeps): Handlers<Pick<typeof playlistRoutes, 'listPlaylists' | 'getPlaylist'>> => ({
  async listPlaylists({ user }) {
    requireDashboardReader(user);
    const docs = await deps.readStore.find<PlaylistDoc>(PLAYLISTS_COLLECTION, { where: { SITE: user.site } });
    return docs.sort((a, b) => a.NAME.localeCompare(b.NAME)).map(toDto);
  },
  async getPlaylist({ params, user }) {
    requireDashboardReader(user);
    const doc = await deps.readStore.get<PlaylistDoc>(PLAYLISTS_COLLECTION, String(params.id));
    if (!doc) throw new AppError('not_found', M.notFound(params.id));
    if (doc.SITE !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
    return toDto(doc);
  },
});
