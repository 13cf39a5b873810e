import { Drawer } from 'antd';
import { TrailView, type TrailViewProps } from './TrailView.tsx';
import './audit.css';

/** As wide as the trail's columns with room for the reason (1,280 px), never wider than the window. */
const drawerWidth = (): number => Math.min(1280, window.innerWidth);

/** The audit trail in a drawer (from the data view, a grid cell's history action or a CCF). */
export const TrailDrawer = ({ open, onClose, ...trail }: TrailViewProps & { open: boolean; onClose: () => void }) => (
  <Drawer title={`History of ${trail.code} at ${trail.site}`} open={open} onClose={onClose} size={drawerWidth()} destroyOnHidden>
    {open ? <TrailView {...trail} /> : null}
  </Drawer>
);
