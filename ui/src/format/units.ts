// One way to show a parameter's unit beside its heading or value. Pure; UNITS comes from the parameter
// read model (null or blank: the parameter has none, and nothing is added).

const unitOf = (units: string | null | undefined): string | null => {
  const trimmed = units?.trim();
  return trimmed ? trimmed : null;
};

/** A heading with its unit: 'Temperature (°C)'; the heading alone when there is none. */
export const withUnit = (heading: string, units: string | null | undefined): string => {
  const unit = unitOf(units);
  return unit ? `${heading} (${unit})` : heading;
};

/** The unit in brackets for a heading's own line, '(°C)', or '' when there is none. */
export const unitInBrackets = (units: string | null | undefined): string => {
  const unit = unitOf(units);
  return unit ? `(${unit})` : '';
};

/** A value as shown with its unit: '15.80 °C'; the value alone when empty or unitless. */
export const valueWithUnit = (valueText: string, units: string | null | undefined): string => {
  const unit = unitOf(units);
  return unit && valueText !== '' ? `${valueText} ${unit}` : valueText;
};
