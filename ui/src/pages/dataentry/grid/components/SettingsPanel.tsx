import type { HourMode } from '@ftr/contracts';
import { Button, Card, Flex, Segmented, Switch, Typography } from 'antd';
import { HOUR_MODE_LABELS, SIZE_LABELS, type GridSettings, type GridSize } from '../../settings.ts';

interface Props {
  settings: GridSettings;
  hourly: boolean;
  hourMode: HourMode;
  onHourMode: (mode: HourMode) => void;
  onChange: (change: Partial<GridSettings>) => void;
  /** Checks the pending values; absent on a read-only (past) view, which has none. */
  onCheck?: () => void;
}

const HOUR_OPTIONS = (['NOW', 'END'] as const).map((value) => ({ value, label: HOUR_MODE_LABELS[value] }));
const SIZE_OPTIONS = (['md', 'sm'] as const).map((value) => ({ value, label: SIZE_LABELS[value] }));

/** The settings panel (spec 1 §2): hour mode (hourly screens), Show/Hide Codes, Check, size. */
export const SettingsPanel = ({ settings, hourly, hourMode, onHourMode, onChange, onCheck }: Props) => (
  <Card size="small" style={{ marginBottom: 8 }} data-testid="grid-settings">
    <Flex wrap gap={16} align="center">
      {hourly ? <Segmented<HourMode> aria-label="Hour mode" options={HOUR_OPTIONS} value={hourMode} onChange={onHourMode} /> : null}
      {/* The text is the switch's label: clicking it flips the switch. */}
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', cursor: 'pointer' }} data-testid="show-codes">
        <Switch size="small" checked={settings.showCodes} onChange={(showCodes) => onChange({ showCodes })} />
        <Typography.Text>{settings.showCodes ? 'Hide Codes' : 'Show Codes'}</Typography.Text>
      </label>
      {onCheck ? <Button onClick={onCheck}>Check</Button> : null}
      <Segmented<GridSize> aria-label="Size" options={SIZE_OPTIONS} value={settings.size} onChange={(size) => onChange({ size })} />
    </Flex>
  </Card>
);
