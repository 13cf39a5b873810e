import { SCREEN_TYPE_NAMES, type DataScreenDto } from '@ftr/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';

interface Props {
  screens: readonly DataScreenDto[];
  favourites: readonly DataScreenDto[];
  value: number | null;
  onChange: (screen: DataScreenDto) => void;
  style?: React.CSSProperties;
}

const FAVOURITE = 'favourite:';

const option = (screen: DataScreenDto, prefix = '') => ({
  value: `${prefix}${screen.ID}`,
  label: `${screen.DESCRIPTION} (${SCREEN_TYPE_NAMES[screen.SCREEN_TYPE]})`,
});

/** The screen selector, grouped as Favourites and All Screens (spec 1 §2). */
export const ScreenSelect = ({ screens, favourites, value, onChange, style }: Props) => {
  const options = useMemo(() => {
    const groups = [];
    if (favourites.length > 0) groups.push({ label: 'Favourites', options: favourites.map((s) => option(s, FAVOURITE)) });
    groups.push({ label: 'All Screens', options: screens.map((s) => option(s)) });
    return groups;
  }, [screens, favourites]);

  const pick = (picked: string) => {
    const id = Number(picked.startsWith(FAVOURITE) ? picked.slice(FAVOURITE.length) : picked);
    const screen = screens.find((s) => s.ID === id) ?? favourites.find((s) => s.ID === id);
    if (screen) onChange(screen);
  };

  return (
    <Select
      aria-label="Screen"
      data-testid="screen-select"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Choose a screen"
      options={options}
      // Never the bare id: a screen not (yet) in the list shows the placeholder.
      value={value !== null && screens.some((s) => s.ID === value) ? String(value) : undefined}
      onChange={pick}
      style={{ minWidth: 260, ...style }}
      popupMatchSelectWidth={false}
    />
  );
};
