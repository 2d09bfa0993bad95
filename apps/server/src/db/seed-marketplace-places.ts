/**
 * The places the marketplace seed puts advertiser locations: real Australian suburbs with
 * their approximate centre, state and postcode (seed-marketplace-suburbs-*.ts), and street
 * names for addresses. The demo personas live around Parramatta NSW and Virginia QLD, and
 * people try the nearby search in the Sydney and Melbourne CBDs, so those suburbs weigh more.
 */
import { nswActVicRegions } from './seed-marketplace-suburbs-nsw-act-vic.ts';
import { qldWaSaTasNtRegions } from './seed-marketplace-suburbs-qld-wa-sa-tas-nt.ts';

export type Suburb = {
  name: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  region: string;
  /** The first digits of a landline there, after the area code: '9' gives (02) 9xxx xxxx. */
  phonePrefix: string;
  /** How often locations land here compared with an ordinary suburb (1). */
  weight: number;
};

export const suburbs: readonly Suburb[] = [...nswActVicRegions, ...qldWaSaTasNtRegions].flatMap(
  ({ region, state, phonePrefix, rows }) =>
    rows.map(([name, postcode, latitude, longitude, weight = 1]) => ({
      name,
      state,
      postcode,
      latitude,
      longitude,
      region,
      phonePrefix,
      weight,
    })),
);

export const streetNames = (
  'George King Church Station Victoria Macquarie Main High Pitt Elizabeth Queen Albert Railway ' +
  'Park Beach Bridge Oxford Hunter Wattle Banksia Military Pacific Sandgate Marion Flinders ' +
  'Collins Brunswick Smith Murray Darling Anzac Gympie Stirling Hay Rundle Sturt Bathurst ' +
  'Liverpool Kent Clarence Ann Wickham Hope Ocean'
).split(' ');

/** Streets outnumber the rest, as they do. */
export const streetTypes =
  'Street Street Street Road Road Parade Avenue Lane Highway Terrace Boulevard Place Drive'.split(
    ' ',
  );
