// Line pictograms for the offer covers, drawn on a 24-unit grid to be stroked (no fill) at
// 1.5 units with round caps, like a modern icon set, then scaled up. Our own drawings: no icon
// font or package is needed, and nothing is fetched from the internet.

const path = (d: string) => `<path d="${d}"/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const rect = (x: number, y: number, width: number, height: number, rx = 1) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"/>`;
const round = (n: number) => Number(n.toFixed(2));
/** The point at `degrees` (0 is east, clockwise as SVG's y points down) on a circle. */
const polar = (cx: number, cy: number, r: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  return [round(cx + r * Math.cos(radians)), round(cy + r * Math.sin(radians))] as const;
};
const spokes = (count: number, from: number, to: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => {
    const angle = offset + (360 / count) * i;
    const [x1, y1] = polar(12, 12, from, angle);
    const [x2, y2] = polar(12, 12, to, angle);
    return path(`M${x1} ${y1}L${x2} ${y2}`);
  }).join('');

/** A gear of `teeth` teeth around (12, 12), as one closed outline. */
function gear(teeth: number, outer: number, inner: number): string {
  const step = 360 / teeth;
  const points = Array.from({ length: teeth }, (_, i) => {
    const a = i * step;
    return [
      polar(12, 12, inner, a - step * 0.3),
      polar(12, 12, outer, a - step * 0.18),
      polar(12, 12, outer, a + step * 0.18),
      polar(12, 12, inner, a + step * 0.3),
    ];
  }).flat();
  return path(`M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`);
}

const drop = (x: number, y: number) =>
  path(`M${x} ${y}c-1 1.3-1.6 2.1-1.6 2.9a1.6 1.6 0 0 0 3.2 0c0-.8-.6-1.6-1.6-2.9z`);
const carBody =
  'M5 17.5H3.5a1 1 0 0 1-1-1v-3a1.5 1.5 0 0 1 1.2-1.5L6 11.5l2.3-3.7A2 2 0 0 1 10 7h4.8a2 2 0 0 1 1.6.8l2.9 3.7 1.5.4a1.5 1.5 0 0 1 1.2 1.5v3.1a1 1 0 0 1-1 1H19';
const car = [
  path(carBody),
  path('M9 17.5h6M6 11.5h14M12.5 7v4.5'),
  circle(7, 17.5, 2),
  circle(17, 17.5, 2),
].join('');
const wrenchHead = (() => {
  const [x1, y1] = polar(16, 8, 4.5, -5);
  const [x2, y2] = polar(16, 8, 4.5, 275);
  return path(`M${x1} ${y1}A4.5 4.5 0 1 1 ${x2} ${y2}`);
})();

export const PICTOGRAMS = {
  coffee: [
    path('M5 10h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z'),
    path('M16 11h1.5a2.5 2.5 0 0 1 0 5H16'),
    path('M3.5 21.5h15'),
    path('M8 3.5c-.8 1 .8 2 0 3M11 3.5c-.8 1 .8 2 0 3M14 3.5c-.8 1 .8 2 0 3'),
  ].join(''),
  cutlery: [
    path('M5 3v5a2.5 2.5 0 0 0 5 0V3M7.5 3v18'),
    path('M18 21V3c-2 1.6-3.2 4.3-3.2 7.5 0 2 1.2 3 3.2 3'),
  ].join(''),
  wine: [path('M7.5 3h9l-.6 5.5a3.9 3.9 0 0 1-7.8 0z'), path('M8 6.5h8M12 12.5v8M8.5 20.5h7')].join(
    '',
  ),
  cake: [
    rect(4, 13, 16, 8, 1.5),
    rect(6.5, 9, 11, 4, 1),
    path('M4 16.5c1.3 1 2.7 1 4 0s2.7-1 4 0 2.7 1 4 0 2.7-1 4 0M12 9V6'),
    path('M12 2.5c.9.9.9 1.8 0 2.6-.9-.8-.9-1.7 0-2.6z'),
  ].join(''),
  tyre: [
    circle(12, 12, 9.5),
    circle(12, 12, 5),
    circle(12, 12, 1.5),
    spokes(5, 1.5, 5, -90),
    spokes(16, 7.3, 9.5),
  ].join(''),
  fuel: [
    path('M4.5 21.5V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16.5M3 21.5h13'),
    rect(7, 6, 5, 4, 0.8),
    path('M14.5 10h1.8a1.7 1.7 0 0 1 1.7 1.7v5.3a1.5 1.5 0 0 0 3 0V8.5l-2.5-3'),
  ].join(''),
  bolt: path('M13.5 2.5 4.5 14h7l-1 7.5 9-11.5h-7z'),
  spanner: [wrenchHead, path('M12.8 11.2 5.2 18.8a1.7 1.7 0 0 0 2.4 2.4l7.6-7.6')].join(''),
  disc: [
    circle(12, 12, 9.5),
    circle(12, 12, 3),
    ...[0, 72, 144, 216, 288].map((a) => circle(...polar(12, 12, 6.2, a - 90), 0.9)),
    path('M17.5 3.5a10.5 10.5 0 0 1 4 4.5'),
  ].join(''),
  car,
  wash: [
    `<g transform="translate(0 2.5)">${car}</g>`,
    drop(6.5, 2),
    drop(12, 1),
    drop(17.5, 2),
  ].join(''),
  wiper: [
    path('M3.5 19 5.8 7.5a1.5 1.5 0 0 1 1.5-1.2h9.4a1.5 1.5 0 0 1 1.5 1.2L20.5 19z'),
    path('M12 18.5 7.5 11'),
    '<path d="M6.4 15.5A6 6 0 0 1 17.6 15.5" stroke-dasharray="1.2 1.8"/>',
  ].join(''),
  cog: [gear(8, 10, 7.6), circle(12, 12, 3)].join(''),
  battery: [
    rect(3, 7, 18, 13, 2),
    path('M6.5 7V4.5h3V7M14.5 7V4.5h3V7M6.5 13.5h4M14 13.5h4M16 11.5v4'),
  ].join(''),
  shield: [
    path('M12 2.5 19.5 5.5v6c0 4.8-3.2 8.3-7.5 10-4.3-1.7-7.5-5.2-7.5-10v-6z'),
    path('M8.5 12l2.5 2.5 4.5-5'),
  ].join(''),
  warning: [
    path('M10.7 4.2a1.5 1.5 0 0 1 2.6 0l8 14.3a1.5 1.5 0 0 1-1.3 2.2H4a1.5 1.5 0 0 1-1.3-2.2z'),
    path('M12 9.5v4.5M12 17.2v.3'),
  ].join(''),
  bag: [
    path('M5 8h14l-1 12.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 20.5z'),
    path('M9 10.5V7a3 3 0 0 1 6 0v3.5'),
  ].join(''),
  gift: [
    rect(4.5, 11, 15, 10.5, 1),
    rect(3, 7.5, 18, 3.5, 1),
    path('M12 7.5v14'),
    path('M12 7.5C10.5 4 7 3.5 7 5.5S10 7.5 12 7.5zM12 7.5c1.5-3.5 5-4 5-2s-3 2-5 2z'),
  ].join(''),
  hanger: path(
    'M10 5.5a2 2 0 1 1 2 2v1.2L3.3 15.2a1.3 1.3 0 0 0 .8 2.3h15.8a1.3 1.3 0 0 0 .8-2.3L12 8.7',
  ),
  laptop: [rect(4.5, 5, 15, 10.5, 1.5), path('M2.5 19.5h19')].join(''),
  book: path(
    'M12 6.5C10.5 5 8 4.5 3 4.5v14c5 0 7.5.5 9 2 1.5-1.5 4-2 9-2v-14c-5 0-7.5.5-9 2zM12 6.5v14',
  ),
  paw: [
    path(
      'M12 12c-3 0-5.5 3.2-5.5 5.5 0 1.7 1.3 2.5 2.7 2.5 1.2 0 1.8-.6 2.8-.6s1.6.6 2.8.6c1.4 0 2.7-.8 2.7-2.5 0-2.3-2.5-5.5-5.5-5.5z',
    ),
    circle(5, 10.5, 1.8),
    circle(9, 6, 1.8),
    circle(15, 6, 1.8),
    circle(19, 10.5, 1.8),
  ].join(''),
  cross: path('M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6z'),
  scissors: [circle(6, 6, 2.8), circle(6, 18, 2.8), path('M8.3 7.7 20 17M8.3 16.3 20 7')].join(''),
  glasses: [
    circle(6.5, 14, 3.5),
    circle(17.5, 14, 3.5),
    path('M10 13.5a2 2 0 0 1 4 0M3 14 2.5 8.5M21 14l.5-5.5'),
  ].join(''),
  heart: path(
    'M12 20.5s-8-4.8-8-10.5A4.4 4.4 0 0 1 12 7.3 4.4 4.4 0 0 1 20 10c0 5.7-8 10.5-8 10.5z',
  ),
  ticket: [
    path(
      'M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z',
    ),
    '<path d="M15 6.5v11" stroke-dasharray="1.5 2"/>',
  ].join(''),
  music: [path('M9 18V5.5l11-2V16'), circle(6.5, 18, 2.5), circle(17.5, 16, 2.5)].join(''),
  bed: [path('M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5'), circle(7, 11, 1.8)].join(''),
  pin: [
    path('M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5z'),
    circle(12, 10, 2.5),
  ].join(''),
  suitcase: [
    rect(3, 7, 18, 13, 2),
    path('M9 7V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2M8 7v13M16 7v13'),
  ].join(''),
  house: path('M3.5 11 12 4l8.5 7M5.5 9.5V20h13V9.5M10 20v-5h4v5'),
  sprout: path(
    'M12 21v-9M12 14c-4 0-6.5-2.5-6.5-6.5 4 0 6.5 2.5 6.5 6.5zM12 11.5c0-3.5 2.2-6 6-6 0 3.5-2.2 6-6 6zM7 21h10',
  ),
  dumbbell: [
    path('M7 12h10'),
    rect(4, 7.5, 3, 9, 1),
    rect(17, 7.5, 3, 9, 1),
    rect(1.8, 9.8, 2.2, 4.4, 0.8),
    rect(20, 9.8, 2.2, 4.4, 0.8),
  ].join(''),
  bike: [
    circle(5.5, 16.5, 3.5),
    circle(18.5, 16.5, 3.5),
    path('M5.5 16.5 9.5 9.5h6M12 16.5 9.5 9.5M12 16.5l3.5-7 3 7M8 7.5h3M15.5 9.5 15 7h2'),
  ].join(''),
  tent: path('M2.5 20.5h19M12 4 3.5 20.5M12 4l8.5 16.5M12 12.5l-3 8M12 12.5l3 8'),
  tag: [path('M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z'), circle(7.5, 7.5, 1.5)].join(''),
} as const;

export type Pictogram = keyof typeof PICTOGRAMS;
