// Every message of the spec's validation rules and error catalogues (section 5 and section 8 of
// each of its three parts) is one of the domain's messages, word for word: spacing and
// punctuation included, the spec's placeholders aside. The spec is read from its copy in
// docs/spec/ (CI cannot read the original), the domain from spec-messages.ts, so a message
// reworded on either side fails here by name.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as tables from '../test/spec-messages.ts';

// Vite reads the files as the test is built, so the test itself does no I/O (and the domain
// keeps its program free of Node's types).
const SPEC_FILES = import.meta.glob<string>('../../../docs/spec/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Each part's file name and text, in order: 1-…, 2-…, 3-…. */
const PARTS = Object.entries(SPEC_FILES)
  .map(([path, markdown]) => ({ file: path.slice(path.lastIndexOf('/') + 1), markdown }))
  .filter(({ file }) => /^\d-.+\.md$/.test(file))
  .sort((a, b) => a.file.localeCompare(b.file));
const SECTIONS = [5, 8] as const;

/** Quoted in sections 5 and 8, but not messages: what each one is instead. */
const NOT_MESSAGES: Readonly<Record<string, string>> = {
  $: 'part 1 section 5: a character the number field strips',
  ',': 'part 1 section 5: a character the number field strips',
  '### ### ###': "part 1 section 5: Australia's mobile mask",
  '## ### ####': "part 1 section 5: New Zealand's mobile mask",
  '0': "part 1 section 5: the phone field's prefix",
  '+code (0)': "part 1 section 5: the phone field's prefix with the country code",
  'not found': 'part 1 section 5: the name of a placeholder icon, not a text shown',
};

/** Messages the spec names without quotes, each with the words around it in the spec. */
const UNQUOTED: readonly { part: number; section: number; phrase: string; text: string }[] = [
  { part: 2, section: 8, phrase: '(title Update Odometer)', text: 'Update Odometer' },
  { part: 2, section: 8, phrase: 'default title Confirm', text: 'Confirm' },
  { part: 2, section: 8, phrase: 'defaults to Notification', text: 'Notification' },
  { part: 2, section: 8, phrase: 'with a Yes/No pair', text: 'Yes' },
  { part: 2, section: 8, phrase: 'with a Yes/No pair', text: 'No' },
];

/** Quoted words that are part of a longer message of the product, so found inside it. */
const FRAGMENTS: Readonly<Record<string, string>> = {
  'Not Paired':
    "part 3 section 8's status label: the status reads 'Installed - Not Paired' (part 2 section 4)",
};

/** The spec's placeholders: N, X and Y for numbers, {name} and {product}, dollar amounts. */
const PLACEHOLDER = /\b[NXY]\b|\{[^}]*\}|\$\d[\d,]*(?:\.\d+)?/u;

type SpecMessage = { text: string; where: string[] };
type DomainMessage = { path: string; text: string };

/** The text of '## N.' up to the next '## ' heading. */
function sectionOf(markdown: string, number: number): string {
  const start = markdown.search(new RegExp(`^## ${number}\\.`, 'm'));
  if (start < 0) throw new Error(`The spec has no section ${number}`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** What stands between quote marks; a mark between two letters is an apostrophe (km's). */
function quotedIn(text: string): string[] {
  const quoted = /(?<![\p{L}\p{N}])'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+?)'(?![\p{L}\p{N}])/gu;
  return [...text.matchAll(quoted)].map((match) => match[1] ?? '');
}

/** Part 1 section 5 lists its validators' messages unquoted, two a line: 'a. / b.'. */
function listedIn(section: string): string[] {
  const list = section.split(/^### /m).find((chunk) => chunk.startsWith('Messages\n')) ?? '';
  return list
    .split('\n')
    .filter((line) => line.startsWith('- ') && !line.includes("'"))
    .flatMap((line) => line.slice(2).split(' / '))
    .map((message) => message.trim());
}

function readSpecMessages(): SpecMessage[] {
  const byText = new Map<string, SpecMessage>();
  const add = (text: string, where: string) => {
    const known = byText.get(text);
    if (!known) byText.set(text, { text, where: [where] });
    else if (!known.where.includes(where)) known.where.push(where);
  };
  for (const { file, markdown } of PARTS) {
    const part = Number(file[0]);
    for (const number of SECTIONS) {
      const section = sectionOf(markdown, number);
      const where = `part ${part} section ${number}`;
      const quoted = quotedIn(section).filter((text) => !(text in NOT_MESSAGES));
      for (const text of [...listedIn(section), ...quoted]) add(text, where);
      for (const word of UNQUOTED) {
        if (word.part === part && word.section === number) add(word.text, where);
      }
    }
  }
  return [...byText.values()];
}

/** Every string exported by spec-messages.ts, however deep, with where it is. */
function readDomainMessages(): DomainMessage[] {
  const found: DomainMessage[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push({ path, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
    // Functions are left out: BUILT_MESSAGES holds what they say.
  };
  for (const [name, value] of Object.entries(tables)) walk(value, name);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message's fixed words, exact; each placeholder any text; a fragment anywhere. */
function patternOf(message: string): RegExp {
  const body = message.split(PLACEHOLDER).map(escape).join('.+');
  return new RegExp(message in FRAGMENTS ? body : `^${body}$`, 'u');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** null when the domain says the message; else what is wrong, naming the message. */
function problemWith(message: SpecMessage, domain: readonly DomainMessage[]): string | null {
  const pattern = patternOf(message.text);
  if (domain.some((entry) => pattern.test(entry.text))) return null;
  const where = message.where.join(', ');
  // A near miss (a space, a full stop, a word) is an altered message: say which one.
  const [nearest] = domain
    .map((entry) => ({ ...entry, distance: editDistance(message.text, entry.text) }))
    .sort((a, b) => a.distance - b.distance);
  if (nearest && nearest.distance <= Math.max(2, message.text.length / 4)) {
    return `altered: ${where} says '${message.text}', but ${nearest.path} says '${nearest.text}'`;
  }
  return `missing: ${where} says '${message.text}', and no domain message says it`;
}

const specMessages = readSpecMessages();
const domainMessages = readDomainMessages();

describe("the spec's messages (sections 5 and 8 of each part) are the domain's, word for word", () => {
  it('reads the three parts and finds their messages', () => {
    expect(PARTS.map(({ file }) => file)).toEqual([
      '1-shell-session-foundations.md',
      '2-garage.md',
      '3-marketplace-cashback-dealer.md',
    ]);
    // 89 different messages when this was written; far fewer means the reading broke.
    expect(specMessages.length).toBeGreaterThanOrEqual(80);
    expect(domainMessages.length).toBeGreaterThan(specMessages.length);
  });

  it('every exclusion, unquoted word and fragment is still in the spec', () => {
    const quoted = PARTS.flatMap(({ markdown }) =>
      SECTIONS.flatMap((number) => quotedIn(sectionOf(markdown, number))),
    );
    expect(Object.keys(NOT_MESSAGES).filter((text) => !quoted.includes(text))).toEqual([]);
    expect(Object.keys(FRAGMENTS).filter((text) => !quoted.includes(text))).toEqual([]);
    for (const word of UNQUOTED) {
      const markdown = PARTS.find(({ file }) => file.startsWith(`${word.part}-`))?.markdown ?? '';
      const section = sectionOf(markdown, word.section);
      expect(section).toContain(word.phrase);
      expect(word.phrase).toContain(word.text);
    }
  });

  it('a placeholder stands for any text, and the words around it must be exact', () => {
    const minimum = patternOf('Must be at least N character(s).');
    expect(minimum.test('Must be at least 6 character(s).')).toBe(true);
    expect(minimum.test('Must be at least 6 characters.')).toBe(false);
    expect(
      patternOf("You've used X of your Y available orders").test(
        "You've used 1 of your 4 available orders",
      ),
    ).toBe(true);
    expect(patternOf('Open {name} now').test('Open Ignite now')).toBe(true);
    expect(patternOf('Spend $30 first').test('Spend $31.50 first')).toBe(true);
    // A space lost is a message altered, and the report names both sides.
    const problem = problemWith(
      {
        text: 'Welcome SMS cannot be repeatedly sent.  Please wait before sending again.',
        where: ['part 3 section 8'],
      },
      [
        {
          path: 'DEALER_MESSAGES.welcomeRepeated',
          text: 'Welcome SMS cannot be repeatedly sent. Please wait before sending again.',
        },
      ],
    );
    expect(problem).toMatch(
      /^altered: part 3 section 8 says '.+', but DEALER_MESSAGES.welcomeRepeated says/,
    );
    expect(problemWith({ text: 'Unheard of', where: ['part 1 section 8'] }, [])).toMatch(
      /^missing: /,
    );
  });

  it.each(
    specMessages.map(
      (message) => [`${message.where.join(' and ')}: '${message.text}'`, message] as const,
    ),
  )('%s', (_name, message) => {
    expect(problemWith(message, domainMessages)).toBeNull();
  });
});
