/** Australia's eight states and territories: the registration states a car may have. */
export const AU_STATES = [
  { abbreviation: 'ACT', name: 'Australian Capital Territory' },
  { abbreviation: 'NSW', name: 'New South Wales' },
  { abbreviation: 'NT', name: 'Northern Territory' },
  { abbreviation: 'QLD', name: 'Queensland' },
  { abbreviation: 'SA', name: 'South Australia' },
  { abbreviation: 'TAS', name: 'Tasmania' },
  { abbreviation: 'VIC', name: 'Victoria' },
  { abbreviation: 'WA', name: 'Western Australia' },
] as const;
