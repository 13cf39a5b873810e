import { createContext } from 'react';

/** Charts drawn on a dark page (kiosk mode) use the charts library's dark theme: light axes and labels. */
export const DarkChartsContext = createContext(false);
