import type { CellTone } from '../../../../features/values/colouring.ts';

/** What each cell colour means, in the words the Check message uses; the swatches are the cells' own classes. */
const ENTRIES: readonly { tone: CellTone; text: string }[] = [
  { tone: 'warning', text: 'CCF parameter outside its trigger band' },
  { tone: 'danger', text: 'Outside the check limits: allowed, worth a second look' },
  { tone: 'critical', text: 'Outside the absolute limits: refused' },
  { tone: 'invalid', text: 'Not a number: refused' },
  { tone: 'empty', text: 'No value' },
];

/** The key under the grid. */
export const GridLegend = () => (
  <ul className="dg-legend" data-testid="grid-legend" aria-label="Cell colours">
    {ENTRIES.map(({ tone, text }) => (
      <li key={tone}>
        <span className={`dg-swatch dg-${tone}`} data-tone={tone} aria-hidden="true" />
        {text}
      </li>
    ))}
  </ul>
);
