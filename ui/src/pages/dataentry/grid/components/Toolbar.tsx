import { SettingOutlined, StarOutlined } from '@ant-design/icons';
import type { DataScreenDto, OperationDto } from '@ftr/contracts';
import { Badge, Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { DateSelect } from '../../components/DateSelect.tsx';
import { OperationSelect } from '../../components/OperationSelect.tsx';
import { ScreenSelect } from '../../components/ScreenSelect.tsx';

interface Props {
  screens: readonly DataScreenDto[];
  favourites: readonly DataScreenDto[];
  operations: readonly OperationDto[];
  screenId: number;
  operation: string;
  date: string;
  pendingCount: number;
  submitting: boolean;
  /** Show the star: the screen is not yet a favourite. */
  canFavourite: boolean;
  settingsOpen: boolean;
  /** Shown as of a past instant: no Submit, no star (nothing on the page writes). */
  readOnly?: boolean;
  /** The user may not write through this screen: no Submit (the star stays: a favourite writes no value). */
  noSubmit?: boolean;
  /** More controls after the date (the as-of picker). */
  extra?: ReactNode;
  onScreen: (screen: DataScreenDto) => void;
  onOperation: (code: string) => void;
  onDate: (date: string) => void;
  onSubmit: () => void;
  onToggleSettings: () => void;
  onFavourite: () => void;
}

/** The grid's selectors and buttons (spec 1 §2): screen, operation, date; Submit; settings; the star. */
export const Toolbar = (p: Props) => (
  <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
    <ScreenSelect screens={p.screens} favourites={p.favourites} value={p.screenId} onChange={p.onScreen} />
    <OperationSelect operations={p.operations} value={p.operation} onChange={p.onOperation} />
    <DateSelect value={p.date} onChange={p.onDate} />
    {p.extra}
    {p.readOnly || p.noSubmit ? null : (
      // The count sits inside the button, clear of the settings button and its tooltip.
      <Button type="primary" onClick={p.onSubmit} disabled={p.submitting} loading={p.submitting}>
        Submit
        {p.pendingCount > 0 ? (
          <Badge
            count={p.pendingCount}
            size="small"
            title={`${p.pendingCount} pending changes`}
            color="#fff"
            style={{ color: '#0958d9', boxShadow: 'none' }}
          />
        ) : null}
      </Button>
    )}
    <Tooltip title="Settings">
      <Button
        icon={<SettingOutlined />}
        aria-label="Settings"
        aria-pressed={p.settingsOpen}
        type={p.settingsOpen ? 'primary' : 'default'}
        ghost={p.settingsOpen}
        onClick={p.onToggleSettings}
      />
    </Tooltip>
    {p.canFavourite && !p.readOnly ? (
      <Tooltip title="Add to favourites">
        <Button icon={<StarOutlined />} aria-label="Add to favourites" onClick={p.onFavourite} />
      </Tooltip>
    ) : null}
  </Flex>
);
