import type { CSSProperties } from 'react';

/** A small square of a site's colour: the same mark in the chart legends and the tables. */
export const SiteSwatch = ({ colour }: { colour: string }) => {
  const style: CSSProperties = { display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: colour, marginRight: 6 };
  return <span data-testid="site-swatch" aria-hidden style={style} />;
};

/** The chart's legend as page text (the charts library's own draws on the canvas): each site's colour and name. */
export const SiteLegend = ({ keys }: { keys: readonly { name: string; colour: string }[] }) => (
  <ul
    data-testid="chart-legend"
    style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '0 0 4px', padding: 0 }}
  >
    {keys.map(({ name, colour }) => (
      <li key={name} data-site-name={name} data-colour={colour} style={{ display: 'inline-flex', alignItems: 'center', fontSize: 12 }}>
        <SiteSwatch colour={colour} />
        {name}
      </li>
    ))}
  </ul>
);
