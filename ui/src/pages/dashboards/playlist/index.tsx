import type { PlaylistItem } from '@ftr/contracts';
import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';

/** Where an item is shown: a dashboard in kiosk mode, or the site's wallboard of a live-data screen. */
export const itemPath = (item: PlaylistItem, site: string): string =>
  item.kind === 'dashboard' ? `/dashboards/${item.ref}?kiosk` : `/live/wallboard/${site}/${item.ref}`;

/**
 * A playlist running: each item over the whole window for its seconds, then the next, in a
 * loop; each screen keeps itself current (change notices) and reconnects by itself.
 */
const PlaylistPlayer = () => {
  const { id = '' } = useParams();
  const site = useAtomValue(claimsAtom)?.site ?? 'CO';
  const playlist = useRouteQuery('getPlaylist', { params: { id } }, { enabled: /^\d+$/.test(id) });
  const [index, setIndex] = useState(0);
  const items = playlist.data?.ITEMS ?? [];
  const item = items[index % Math.max(items.length, 1)];
  useEffect(() => {
    if (!item) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % items.length), item.seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [item, index, items.length]);
  if (playlist.isError) return <Result status="404" title="Playlist not found" extra={<Link to="/dashboards/playlists">Playlists</Link>} />;
  if (!playlist.data || !item) return <Spin />;
  return (
    <>
      <PageTitle page={playlist.data.NAME} />
      <iframe
        key={`${index}`}
        data-testid="playlist-frame"
        data-index={index % items.length}
        title={`${playlist.data.NAME}: ${(index % items.length) + 1} of ${items.length}`}
        src={itemPath(item, site)}
        style={{ position: 'fixed', inset: 0, width: '100%', height: '100%', border: 0, background: '#0b0f14' }}
      />
    </>
  );
};

export default PlaylistPlayer;
