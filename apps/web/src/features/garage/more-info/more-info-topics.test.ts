import { describe, expect, it } from 'vitest';
import { guideFor, guides } from './more-info-topics.ts';

describe('guideFor', () => {
  it.each(['battery', 'oil', 'recall', 'rego', 'service', 'tyres', 'wash'])(
    'has a guide for %s',
    (topic) => {
      expect(guideFor(topic)?.title).toBeTruthy();
    },
  );

  it.each([undefined, '', 'brakes', 'Battery', 'toString', 'constructor', '__proto__'])(
    'has none for %s',
    (topic) => {
      expect(guideFor(topic)).toBeNull();
    },
  );

  it('offers exactly the seven topics of the spec', () => {
    expect(Object.keys(guides).sort()).toEqual(
      ['battery', 'oil', 'recall', 'rego', 'service', 'tyres', 'wash'].sort(),
    );
  });
});

describe('the guidance figures of spec part 2 section 9', () => {
  const text = (topic: keyof typeof guides) => JSON.stringify(guides[topic]);
  it.each([
    ['battery', '3 to 5 years'],
    ['oil', 'monthly'],
    ['tyres', '5 years'],
    ['tyres', '3mm'],
    ['wash', '2-4 weeks'],
  ] as const)('%s says %s', (topic, figure) => {
    expect(text(topic)).toContain(figure);
  });
});
