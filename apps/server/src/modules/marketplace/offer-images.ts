// The marketplace's pictures, drawn here as SVG so no image needs the internet or a file:
// a 16:9 offer cover (a gradient, soft shapes and a large pictogram of the category, chosen by
// the key's prefix: 'lifestyle-food-drink-cafes-3' draws a coffee cup) and an advertiser logo
// (the initials of the advertiser's slug). The same key always draws the same picture, so the
// answers can be cached for good. Pure: strings in, strings out.
import { PICTOGRAMS, type Pictogram } from './offer-image-pictograms.ts';

export const COVER_SIZE = { width: 800, height: 450 } as const;
export const LOGO_SIZE = 160;

/** Which pictogram a cover key draws: the longest matching category prefix wins. */
const PICTOGRAM_BY_PREFIX: readonly [string, Pictogram][] = (
  [
    ['automotive-servicing-brakes', 'disc'],
    ['automotive-servicing-smash', 'car'],
    ['automotive-servicing', 'spanner'],
    ['automotive-tyres', 'tyre'],
    ['automotive-fuel-ev', 'bolt'],
    ['automotive-fuel', 'fuel'],
    ['automotive-car-wash', 'wash'],
    ['automotive-parts-wiper-blades', 'wiper'],
    ['automotive-parts-towing', 'car'],
    ['automotive-parts', 'cog'],
    ['automotive-batteries', 'battery'],
    ['automotive-insurance-roadside', 'warning'],
    ['automotive-insurance', 'shield'],
    ['automotive', 'car'],
    ['lifestyle-food-drink-cafes', 'coffee'],
    ['lifestyle-food-drink-bakeries', 'cake'],
    ['lifestyle-food-drink-drinks', 'wine'],
    ['lifestyle-food-drink', 'cutlery'],
    ['lifestyle-shopping-fashion', 'hanger'],
    ['lifestyle-shopping-electronics', 'laptop'],
    ['lifestyle-shopping-books', 'book'],
    ['lifestyle-shopping-pets', 'paw'],
    ['lifestyle-shopping', 'bag'],
    ['lifestyle-health-beauty-pharmacy', 'cross'],
    ['lifestyle-health-beauty-hair-beauty', 'scissors'],
    ['lifestyle-health-beauty-optical', 'glasses'],
    ['lifestyle-health-beauty', 'heart'],
    ['lifestyle-entertainment-live', 'music'],
    ['lifestyle-entertainment', 'ticket'],
    ['lifestyle-travel-hotels', 'bed'],
    ['lifestyle-travel-tours', 'pin'],
    ['lifestyle-travel-car-hire', 'car'],
    ['lifestyle-travel', 'suitcase'],
    ['lifestyle-home-garden-garden', 'sprout'],
    ['lifestyle-home-garden-hardware', 'spanner'],
    ['lifestyle-home-garden', 'house'],
    ['lifestyle-sports-fitness-bikes', 'bike'],
    ['lifestyle-sports-fitness-outdoor', 'tent'],
    ['lifestyle-sports-fitness', 'dumbbell'],
    ['lifestyle-gift-cards', 'gift'],
  ] as [string, Pictogram][]
).sort((a, b) => b[0].length - a[0].length);

export function pictogramFor(key: string): Pictogram {
  const match = PICTOGRAM_BY_PREFIX.find(
    ([prefix]) => key === prefix || key.startsWith(`${prefix}-`),
  );
  return match?.[1] ?? 'tag';
}

/** Gradient pairs (deep to light) that carry white line art well. */
const PALETTES: readonly [string, string][] = [
  ['#0f766e', '#2dd4bf'],
  ['#1e3a8a', '#38bdf8'],
  ['#9a3412', '#fb923c'],
  ['#831843', '#f472b6'],
  ['#4c1d95', '#a78bfa'],
  ['#14532d', '#4ade80'],
  ['#92400e', '#fbbf24'],
  ['#075985', '#7dd3fc'],
  ['#9f1239', '#fb7185'],
  ['#3b0764', '#f472b6'],
  ['#3f6212', '#a3e635'],
  ['#312e81', '#818cf8'],
];

const TEAL: readonly [string, string] = ['#0f766e', '#2dd4bf'];
const paletteOf = (fraction: number) => PALETTES[Math.floor(fraction * PALETTES.length)] ?? TEAL;

/** FNV-1a: a stable 32-bit number from the key, the seed of everything a picture varies. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in [0, 1) drawn from the key, the same sequence every time. */
function variation(key: string) {
  let state = hashOf(key);
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state ^= state >>> 12;
    return (state >>> 0) / 4_294_967_296;
  };
}

const fixed = (n: number) => Number(n.toFixed(1));

function gradient(id: string, [deep, light]: readonly [string, string], turn: number): string {
  // The light corner moves with `turn`, so covers of one palette still differ.
  const x2 = fixed(0.5 + 0.5 * Math.cos(turn));
  const y2 = fixed(0.5 + 0.5 * Math.sin(turn));
  return `<linearGradient id="${id}" x1="${fixed(1 - x2)}" y1="${fixed(1 - y2)}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${light}"/></linearGradient>`;
}

const SVG_OPEN = (width: number, height: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">`;

export function coverSvg(key: string): string {
  const next = variation(key);
  const palette = paletteOf(next());
  const pictogram = PICTOGRAMS[pictogramFor(key)];
  const { width, height } = COVER_SIZE;
  const turn = Math.PI * (0.1 + next() * 0.3);
  // Two large soft discs off the edges, a glow, and faint small copies of the pictogram.
  const discs = [0, 1]
    .map((i) => {
      const cx = fixed(i === 0 ? next() * 260 - 60 : width - next() * 260 + 60);
      const cy = fixed(i === 0 ? height - next() * 140 + 40 : next() * 140 - 40);
      return `<circle cx="${cx}" cy="${cy}" r="${fixed(170 + next() * 90)}" fill="#fff" fill-opacity="${fixed(0.06 + next() * 0.05)}"/>`;
    })
    .join('');
  const scattered = Array.from({ length: 5 }, (_, i) => {
    const x = fixed(40 + ((i * 157 + next() * 90) % (width - 120)));
    const y = fixed(30 + next() * (height - 110));
    if (Math.abs(x + 30 - width / 2) < 190 && Math.abs(y + 30 - height / 2) < 170) return '';
    const angle = fixed(next() * 50 - 25);
    return `<g transform="translate(${x} ${y}) rotate(${angle} 30 30) scale(2.5)">${pictogram}</g>`;
  }).join('');
  const iconScale = 8.5;
  const iconOffset = (24 * iconScale) / 2;
  return [
    SVG_OPEN(width, height, 'Offer picture'),
    `<defs>${gradient('bg', palette, turn)}<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    discs,
    `<g fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${scattered}</g>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="210" fill="url(#glow)"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="138" fill="#fff" fill-opacity="0.14"/>`,
    `<g transform="translate(${width / 2 - iconOffset} ${height / 2 - iconOffset}) scale(${iconScale})" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`,
    '</svg>',
  ].join('');
}

const SMALL_WORDS = new Set(['the', 'and', 'of', 'co', 's']);

/** 'harbour-city-motors' -> 'HC'; 'the-galah-bakery' -> 'GB'; one word gives one letter. */
export function initialsOf(slug: string): string {
  const words = slug.split('-').filter((word) => word && !SMALL_WORDS.has(word));
  const initials = (words.length > 0 ? words : [slug]).slice(0, 2).map((word) => word.charAt(0));
  return initials.join('').toUpperCase();
}

export function logoSvg(slug: string): string {
  const next = variation(slug);
  const palette = paletteOf(next());
  const size = LOGO_SIZE;
  const shape =
    next() < 0.5
      ? `<rect width="${size}" height="${size}" rx="36" fill="url(#bg)"/>`
      : `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#bg)"/>`;
  const initials = initialsOf(slug);
  return [
    SVG_OPEN(size, size, `${initials} logo`),
    `<defs>${gradient('bg', palette, Math.PI * (0.15 + next() * 0.2))}<clipPath id="shape">${shape}</clipPath></defs>`,
    shape,
    `<circle clip-path="url(#shape)" cx="${fixed(size * (0.75 + next() * 0.2))}" cy="${fixed(size * 0.1)}" r="${fixed(size * 0.45)}" fill="#fff" fill-opacity="0.12"/>`,
    `<text x="${size / 2}" y="${size / 2}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${initials.length > 1 ? 62 : 76}" font-weight="700" letter-spacing="-1" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('');
}
