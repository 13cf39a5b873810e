import { Drawer } from 'antd';
import { TrailView, type TrailViewProps } from './TrailView.tsx';
import './audit.css';

/** The audit trail in a drawer (from the data view, a grid cell's history action or a CCF). */
export const TrailDrawer = ({ open, onClose, ...trail }: TrailViewProps & { open: boolean; onClose: () => void }) => (
  <Drawer title={`History of ${trail.code} at ${trail.site}`} open={open} onClose={onClose} size={1100} destroyOnHidden>
    {open ? <TrailView {...trail} /> : null}
  </Drawer>
);
