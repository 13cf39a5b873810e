import type { FACTORY_SITES, StandardFunctionCode } from '@ftr/contracts';

export type FactorySite = (typeof FACTORY_SITES)[number];

/** How many of each repeated unit a factory has; a catalogue code with `#` is made once per unit. */
export interface PlantLayout {
  slicers: number;
  diffusers: number;
  effects: number;
  pans: number;
  silos: number;
  boilers: number;
}

export const PLANT_LAYOUTS: Record<FactorySite, PlantLayout> = {
  BA: { slicers: 2, diffusers: 1, effects: 4, pans: 2, silos: 2, boilers: 1 },
  BU: { slicers: 2, diffusers: 1, effects: 4, pans: 3, silos: 2, boilers: 1 },
  CA: { slicers: 2, diffusers: 1, effects: 5, pans: 2, silos: 2, boilers: 1 },
  NE: { slicers: 2, diffusers: 2, effects: 4, pans: 2, silos: 2, boilers: 2 },
  WI: { slicers: 3, diffusers: 2, effects: 5, pans: 3, silos: 2, boilers: 2 },
};

/** Descriptions of the code parts (the lookups): headings are composed from them (spec 2 §4). */
export const ITEMS: Record<string, string> = {
  BS: 'Beet Slice',
  DF: 'Diffuser',
  RJ: 'Raw Juice',
  LM: 'Lime',
  TN: 'Thin Juice',
  EV: 'Evaporator',
  TJ: 'Thick Juice',
  SY: 'Syrup',
  PN: 'Pan',
  MA: 'Massecuite',
  CF: 'Centrifugal',
  MO: 'Molasses',
  PU: 'Pulp',
  BL: 'Boiler Steam',
  CD: 'Condensate',
  SS: 'Sugar Silo',
  DY: 'Campaign Day',
  SB: 'Sugar Balance',
  GN: 'General',
};
export const MEASUREMENTS: Record<string, string> = {
  TP: 'Temperature',
  PH: 'pH',
  BX: 'Brix',
  PY: 'Purity',
  FL: 'Flow',
  RC: 'Recycle Flow',
  LV: 'Level',
  PR: 'Pressure',
  CL: 'Colour',
  AS: 'Ash',
  MS: 'Moisture',
  TN: 'Tonnage',
  SU: 'Sugar',
  NO: 'Number',
  CN: 'Conductivity',
  DS: 'Dry Substance',
  YD: 'Yield',
  CA: 'CaO',
  GS: 'Gas',
  OL: 'Oil',
  FU: 'Fuel',
  EX: 'Extraction',
  LS: 'Loss',
  SB: 'Steam on Beet',
  AR: 'Heating Area',
  CP: 'Capacity',
  EF: 'Efficiency',
  PC: 'Percentage Factor',
};
export const STATISTICS: Record<string, string> = {
  V: 'Value',
  A: 'Average',
  T: 'Total',
  MX: 'Maximum',
  MN: 'Minimum',
  Q: 'Quotient',
  N: 'Net',
};

/** [lower absolute, lower check, upper check, upper absolute] */
export type Limits = readonly [number, number, number, number];
/** CCF thresholds [LOWABS, LOWTRG, HIGHTRG, HIGHABS] (null: not set). */
export type Thresholds = readonly [number | null, number | null, number | null, number | null];

export interface CatalogueRow {
  /** ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD; `#` stands for the unit number when `per` is set. */
  code: string;
  per?: keyof PlantLayout;
  units: string | null;
  precision: number;
  limits?: Limits;
  category: string;
  /** SIM: the function and its inputs (a bare code gets sequence 1, 2, …; a `#` code every unit). */
  fn?: StandardFunctionCode;
  inputs?: readonly (string | readonly [number, string])[];
  /** CON: the value, or one per unit. */
  constant?: number | readonly number[];
  ccf?: { type: string; analysis: string; thresholds: Thresholds };
  tag?: boolean;
  iwb?: string;
  rollover?: number;
  audit?: boolean;
  inUse?: boolean;
  label?: string;
}

const row = (
  code: string,
  units: string | null,
  precision: number,
  limits: Limits | undefined,
  category: string,
  extra: Partial<CatalogueRow> = {},
): CatalogueRow => ({ code, units, precision, category, ...(limits ? { limits } : {}), ...extra });
const sim = (
  code: string,
  fn: StandardFunctionCode,
  inputs: CatalogueRow['inputs'],
  units: string | null,
  precision: number,
  limits?: Limits,
): CatalogueRow => row(code, units, precision, limits, 'KPI', { fn, inputs });
/** A constant in its group (the Constants screen's filter), its value kept within [min, max] (the absolute limits). */
const con = (
  code: string,
  constant: number | readonly number[],
  units: string | null,
  precision: number,
  group: string,
  [min, max]: readonly [number, number],
  per?: keyof PlantLayout,
): CatalogueRow => row(code, units, precision, [min, min, max, max], group, { constant, ...(per ? { per } : {}) });

/** Hourly readings entered on the shift's data-entry screens (REA). */
export const HOURLY_READINGS: readonly CatalogueRow[] = [
  row('BS-TN-V-#H', 't/h', 1, [0, 120, 260, 320], 'PROC', { per: 'slicers', tag: true }),
  row('BS-SU-V-1H', '%', 2, [12, 15.5, 19, 22], 'LAB'),
  row('DF-TP-V-#H', '°C', 1, [55, 68, 74, 80], 'PROC', {
    per: 'diffusers',
    tag: true,
    ccf: { type: 'FS', analysis: 'DIFFTEMP', thresholds: [62, 66, 75, 78] },
  }),
  row('DF-TP-V-9H', '°C', 1, [55, 68, 74, 80], 'PROC', { inUse: false, label: 'Old diffuser (removed)' }),
  row('DF-PH-V-#H', 'pH', 2, [4.8, 5.4, 6.2, 6.8], 'PROC', { per: 'diffusers' }),
  row('DF-FL-V-1H', 'm³/h', 0, [0, 150, 420, 500], 'PROC', { tag: true }),
  row('RJ-FL-V-1H', 'm³/h', 0, [0, 200, 480, 560], 'PROC', { tag: true }),
  row('RJ-RC-V-1H', 'm³/h', 0, [0, 0, 60, 90], 'PROC', { tag: true }),
  row('RJ-BX-V-1H', '%', 2, [10, 13, 16.5, 19], 'LAB'),
  row('RJ-PH-V-1H', 'pH', 2, [5.2, 5.8, 6.6, 7.2], 'LAB'),
  row('RJ-PY-V-1H', '%', 1, [80, 85, 90, 94], 'LAB'),
  row('LM-FL-V-1H', 'm³/h', 1, [0, 4, 12, 16], 'PROC', { tag: true }),
  row('TN-PH-V-1H', 'pH', 2, [8.4, 8.8, 9.4, 9.8], 'LAB', {
    label: 'Thin juice pH',
    ccf: { type: 'QC', analysis: 'THINPH', thresholds: [8.6, 8.9, 9.3, 9.6] },
  }),
  row('TN-BX-V-1H', '%', 2, [11, 13, 16, 18], 'LAB'),
  row('TN-CL-V-1H', 'IU', 0, [0, 0, 2500, 4000], 'LAB'),
  row('TN-TP-V-1H', '°C', 1, [85, 92, 98, 102], 'PROC', { tag: true }),
  row('EV-PR-V-#H', 'bar', 2, [0.1, 0.3, 3.2, 4], 'PROC', { per: 'effects', tag: true }),
  row('EV-TP-V-#H', '°C', 1, [60, 80, 132, 140], 'PROC', { per: 'effects', tag: true }),
  row('TJ-BX-V-1H', '%', 1, [55, 64, 72, 76], 'LAB', { label: 'Thick juice brix' }),
  row('TJ-SU-V-1H', '%', 1, [45, 55, 67, 72], 'LAB'),
  row('TJ-PH-V-1H', 'pH', 2, [8, 8.5, 9.2, 9.6], 'LAB'),
  row('TJ-CL-V-1H', 'IU', 0, [0, 0, 3000, 4500], 'LAB'),
  row('SY-BX-V-1H', '%', 1, [60, 66, 72, 76], 'LAB'),
  row('PN-TP-V-#H', '°C', 1, [60, 68, 80, 85], 'PROC', { per: 'pans', tag: true }),
  row('PN-LV-V-#H', '%', 0, [0, 10, 95, 100], 'PROC', { per: 'pans', tag: true }),
  row('MA-BX-V-1H', '%', 1, [88, 90, 93, 95], 'LAB'),
  row('MA-PY-V-1H', '%', 1, [85, 88, 93, 95], 'LAB'),
  row('CF-TN-V-1H', 't/h', 1, [0, 20, 60, 75], 'PROD', { tag: true }),
  row('MO-BX-V-1H', '%', 1, [76, 80, 86, 90], 'LAB'),
  row('MO-PY-V-1H', '%', 1, [55, 58, 63, 66], 'LAB'),
  row('PU-MS-V-1H', '%', 1, [65, 70, 78, 82], 'LAB'),
  row('PU-TN-V-1H', 't/h', 1, [0, 10, 40, 50], 'PROD', { tag: true }),
  row('BL-PR-V-#H', 'bar', 1, [20, 28, 34, 40], 'ENGY', {
    per: 'boilers',
    tag: true,
    ccf: { type: 'HS', analysis: 'STEAMPR', thresholds: [24, 27, 35, 38] },
  }),
  row('BL-FL-V-#H', 't/h', 1, [0, 30, 90, 110], 'ENGY', { per: 'boilers', tag: true }),
  row('CD-PH-V-1H', 'pH', 2, [7, 8.5, 9.5, 10.5], 'LAB', { ccf: { type: 'ENV', analysis: 'CONDPH', thresholds: [8, 8.3, 9.7, 10] } }),
  row('CD-CN-V-1H', 'µS/cm', 0, [0, 0, 30, 60], 'LAB'),
  row('SS-LV-V-#H', '%', 0, [0, 5, 95, 100], 'STOCK', { per: 'silos', tag: true }),
  row('SS-TP-V-#H', '°C', 1, [10, 15, 30, 35], 'STOCK', { per: 'silos', tag: true }),
];

/** Hourly calculated parameters (SIM) over the hourly readings. */
export const HOURLY_CALCULATIONS: readonly CatalogueRow[] = [
  sim('BS-TN-T-0H', 'SUM', ['BS-TN-V-#H'], 't/h', 1, [0, 240, 520, 640]),
  sim('DF-TP-A-0H', 'AVG', ['DF-TP-V-#H'], '°C', 1),
  sim(
    'RJ-FL-N-0H',
    'SEQSUM',
    [
      [1, 'RJ-FL-V-1H'],
      [-2, 'RJ-RC-V-1H'],
    ],
    'm³/h',
    0,
  ),
  sim('EV-PR-A-0H', 'AVG', ['EV-PR-V-#H'], 'bar', 2),
  sim('EV-TP-MX-0H', 'MAX', ['EV-TP-V-#H'], '°C', 1),
  sim('EV-TP-MN-0H', 'MIN', ['EV-TP-V-#H'], '°C', 1),
  sim('TJ-PY-Q-0H', 'RATIO', ['TJ-SU-V-1H', 'TJ-BX-V-1H'], 'Q', 3),
  sim('TJ-PY-V-0H', 'PRODUCT', ['TJ-PY-Q-0H', 'GN-PC-V-0C'], '%', 1, [80, 88, 95, 98]),
  sim('PN-LV-A-0H', 'AVG', ['PN-LV-V-#H'], '%', 0),
  sim('SS-LV-A-0H', 'AVG', ['SS-LV-V-#H'], '%', 0),
  sim('BL-FL-T-0H', 'SUM', ['BL-FL-V-#H'], 't/h', 1),
  sim('BL-SB-Q-0H', 'RATIO', ['BL-FL-T-0H', 'BS-TN-T-0H'], 't/t', 3),
  sim('BL-PR-MX-0H', 'MAX', ['BL-PR-V-#H'], 'bar', 1),
];

/** Daily, weekly and campaign-to-date figures entered once a period (REA). */
export const PERIOD_READINGS: readonly CatalogueRow[] = [
  row('BS-TN-T-1D', 't', 0, [0, 6000, 13000, 16000], 'PROD', { iwb: 'IWB-BEET', audit: true }),
  row('BS-SU-A-1D', '%', 2, [14, 16, 18.5, 20], 'LAB', { audit: true }),
  row('SS-TN-T-1D', 't', 0, [0, 800, 2200, 2600], 'PROD', { audit: true, label: 'Sugar to silo' }),
  row('SS-TN-T-2D', 't', 0, [0, 0, 600, 900], 'PROD', { label: 'Sugar bagged' }),
  row('SS-TN-T-3D', 't', 0, [0, 0, 150, 300], 'PROD', { label: 'Sugar remelted' }),
  row('SS-AS-V-1D', '%', 3, [0, 0, 0.015, 0.03], 'LAB', { ccf: { type: 'QC', analysis: 'SUGASH', thresholds: [null, null, 0.012, 0.02] } }),
  row('SS-MS-V-1D', '%', 3, [0, 0, 0.04, 0.06], 'LAB', {
    ccf: { type: 'FS', analysis: 'SUGMOIST', thresholds: [null, null, 0.035, 0.05] },
  }),
  row('SS-CL-V-1D', 'ICUMSA', 0, [0, 0, 45, 60], 'LAB', { ccf: { type: 'QC', analysis: 'SUGCOL', thresholds: [null, null, 40, 50] } }),
  row('SS-CL-V-2D', 'ICUMSA', 0, [0, 0, 45, 60], 'LAB'),
  row('SS-YD-V-1D', '% on beet', 2, [10, 13, 16, 18], 'LAB'),
  row('MO-TN-T-1D', 't', 0, [0, 200, 700, 900], 'PROD', { iwb: 'IWB-MOL' }),
  row('MO-SU-V-1D', '% on beet', 2, [1, 1.5, 2.5, 3], 'LAB'),
  row('PU-TN-T-1D', 't', 0, [0, 300, 1200, 1500], 'PROD', { iwb: 'IWB-PULP' }),
  row('PU-SU-V-1D', '% on beet', 2, [0.1, 0.2, 0.5, 0.8], 'LAB'),
  row('PU-DS-V-1D', '%', 1, [15, 22, 30, 35], 'LAB'),
  row('LM-TN-T-1D', 't', 0, [0, 150, 450, 600], 'PROD', { iwb: 'IWB-LIME' }),
  row('LM-CA-V-1D', '%', 1, [80, 85, 92, 96], 'LAB'),
  row('BL-GS-T-1D', 'MWh', 0, [0, 300, 900, 1100], 'ENGY', { rollover: 999999, audit: true }),
  row('BL-OL-T-1D', 'MWh', 0, [0, 0, 200, 400], 'ENGY', { rollover: 99999 }),
  row('CD-FL-T-1D', 't', 0, [0, 1000, 4000, 5000], 'ENGY', { rollover: 9999999 }),
  row('BS-TN-T-1W', 't', 0, [0, 40000, 90000, 110000], 'PROD'),
  row('SS-TN-T-1W', 't', 0, [0, 5000, 15000, 18000], 'PROD'),
  row('DY-NO-V-0T', null, 0, [0, 0, 150, 200], 'PROD', { label: 'Campaign day number' }),
  row('BS-TN-T-0T', 't', 0, undefined, 'PROD'),
  row('SS-TN-T-0T', 't', 0, undefined, 'PROD'),
];

/** Daily calculated parameters (SIM) over the daily readings and constants. */
export const PERIOD_CALCULATIONS: readonly CatalogueRow[] = [
  sim(
    'SS-TN-T-0D',
    'SEQSUM',
    [
      [1, 'SS-TN-T-1D'],
      [2, 'SS-TN-T-2D'],
      [-3, 'SS-TN-T-3D'],
    ],
    't',
    0,
    [0, 800, 2600, 3200],
  ),
  sim('SS-EX-Q-0D', 'RATIO', ['SS-TN-T-0D', 'BS-TN-T-1D'], 't/t', 4),
  sim('SS-EX-V-0D', 'PRODUCT', ['SS-EX-Q-0D', 'GN-PC-V-0C'], '% on beet', 2, [8, 12, 17, 20]),
  sim(
    'SB-LS-V-0D',
    'SEQSUM',
    [
      [1, 'BS-SU-A-1D'],
      [-2, 'MO-SU-V-1D'],
      [-3, 'PU-SU-V-1D'],
      [-4, 'SS-YD-V-1D'],
    ],
    '% on beet',
    2,
    [-1, 0, 0.6, 1.5],
  ),
  sim('BL-FU-T-0D', 'SUM', ['BL-GS-T-1D', 'BL-OL-T-1D'], 'MWh', 0),
  sim('BL-FU-Q-0D', 'RATIO', ['BL-FU-T-0D', 'BS-TN-T-1D'], 'MWh/t', 4),
  sim('SS-CL-MX-0D', 'MAX', ['SS-CL-V-1D', 'SS-CL-V-2D'], 'ICUMSA', 0),
  sim('SS-CL-A-0D', 'AVG', ['SS-CL-V-1D', 'SS-CL-V-2D'], 'ICUMSA', 0),
  sim('LM-CA-Q-0D', 'RATIO', ['LM-TN-T-1D', 'BS-TN-T-1D'], 't/t', 4),
];

/** Plant constants (period C, type CON). */
export const CONSTANTS: readonly CatalogueRow[] = [
  con('GN-PC-V-0C', 100, '%', 0, 'CONST', [90, 100]),
  con('LM-CA-V-0C', 88, '%', 1, 'EFF', [70, 100]),
  con('EV-AR-V-#C', [3200, 3000, 2600, 2200, 1800, 1400], 'm²', 0, 'AREA', [500, 5000], 'effects'),
  con('PN-CP-V-#C', [60, 60, 55, 55, 50], 't', 0, 'CAP', [20, 100], 'pans'),
  con('SS-CP-V-#C', [50000, 40000, 40000, 30000], 't', 0, 'CAP', [10000, 80000], 'silos'),
  con('BL-EF-V-#C', [88, 86, 84], '%', 1, 'EFF', [60, 100], 'boilers'),
  con('DF-CP-V-#C', [8000, 6000], 't/d', 0, 'CAP', [2000, 12000], 'diffusers'),
];

export const CATALOGUE: readonly CatalogueRow[] = [
  ...HOURLY_READINGS,
  ...PERIOD_READINGS,
  ...CONSTANTS,
  ...HOURLY_CALCULATIONS,
  ...PERIOD_CALCULATIONS,
];
