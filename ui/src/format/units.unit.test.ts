import { unitInBrackets, valueWithUnit, withUnit } from './units.ts';

describe('units beside headings and values', () => {
  it('adds the unit when the parameter has one, nothing otherwise', () => {
    expect(withUnit('Temperature', '°C')).toBe('Temperature (°C)');
    expect(withUnit('Flow', null)).toBe('Flow');
    expect(withUnit('Flow', '  ')).toBe('Flow');
    expect(unitInBrackets('m³/h')).toBe('(m³/h)');
    expect(unitInBrackets(undefined)).toBe('');
    expect(valueWithUnit('15.80', '°C')).toBe('15.80 °C');
    expect(valueWithUnit('', '°C')).toBe('');
    expect(valueWithUnit('15.80', null)).toBe('15.80');
  });
});
