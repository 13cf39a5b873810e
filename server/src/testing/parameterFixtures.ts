/** A REA parameter as POST /parameter takes it (lower case on purpose: the server upper-cases codes). */
export const newParameter = {
  CODE: 'tj-ny-v-1h',
  HEADING1: 'Thick Juice',
  HEADING2: 'Nitrogen',
  HEADING3: '',
  PCAT_CODE: 'lab',
  UNITS: 'mg/l',
  UPPER_ABS_LIMIT: 50,
  UPPER_CHK_LIMIT: 40,
  LOWER_CHK_LIMIT: 5,
  LOWER_ABS_LIMIT: 0,
  SFNC_CODE: 'SUM',
  CONSTANT_VALUE: 3,
};
