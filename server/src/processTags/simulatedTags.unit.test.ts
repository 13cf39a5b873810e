import { seededRandom } from '../seed/demoValuesRandom.ts';
import { nextProcessValue, nextTicket, simulatedTags } from './simulatedTags.ts';

describe('the demo tag simulator', () => {
  it('publishes every tagged parameter of the demo plant once: PROCESS_TAG on phd, IWB_TAG on iwb', () => {
    const tags = simulatedTags(['BA']);
    expect(tags.find((t) => t.tag === 'BA.BS1.TN.PV')).toEqual({
      site: 'BA',
      source: 'PHD',
      tag: 'BA.BS1.TN.PV',
      code: 'BS-TN-V-1H',
      low: 120,
      high: 260,
      decimals: 2,
    });
    expect(tags.find((t) => t.tag === 'IWB-BEET')).toMatchObject({ source: 'IWB', code: 'BS-TN-T-1D', low: 6000, high: 13000 });
    expect(new Set(tags.map((t) => `${t.source}/${t.tag}`)).size).toBe(tags.length);
    expect(simulatedTags().length).toBeGreaterThan(5 * tags.filter((t) => t.source === 'IWB').length);
  });

  it('keeps process values around the middle of their band, with the published decimals', () => {
    const tag = simulatedTags(['BA']).find((t) => t.tag === 'BA.BS1.TN.PV');
    if (!tag) throw new Error('no BA.BS1.TN.PV');
    const random = seededRandom('test');
    const values: number[] = [];
    let value: number | undefined;
    for (let i = 0; i < 5_000; i++) values.push((value = nextProcessValue(tag, value, random)));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean - 190)).toBeLessThan(10);
    expect(values.filter((v) => v >= 120 && v <= 260).length / values.length).toBeGreaterThan(0.9);
    expect(values.every((v) => Math.round(v * 100) / 100 === v)).toBe(true);
  });

  it('sends weighbridge tickets at the rate that fills the daily band', () => {
    const tag = simulatedTags(['BA']).find((t) => t.tag === 'IWB-BEET');
    if (!tag) throw new Error('no IWB-BEET');
    const random = seededRandom('tickets');
    let total = 0;
    for (let i = 0; i < 8_640; i++) total += nextTicket(tag, 10_000, random) ?? 0; // one day of 10 s rounds
    expect(total).toBeGreaterThan(6_000);
    expect(total).toBeLessThan(13_000);
  });
});
