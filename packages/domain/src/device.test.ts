import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';

// Real user agents, as each browser sends them.
const PHONES_AND_TABLETS: [string, string, number][] = [
  [
    'iPhone, Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    5,
  ],
  [
    'iPhone, Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    5,
  ],
  [
    'Android phone, Chrome',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    5,
  ],
  [
    'Android phone, Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    5,
  ],
  [
    'Android phone, Firefox',
    'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    5,
  ],
  [
    'Android tablet, Chrome',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    10,
  ],
  [
    'iPad before iPadOS 13, Safari',
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    5,
  ],
  [
    'iPad on iPadOS 17, Safari (a Mac’s user agent, with touch)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    5,
  ],
];

const DESKTOPS: [string, string, number][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    0,
  ],
  [
    'Chrome on Windows with a touch screen',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    10,
  ],
  [
    'Chrome on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    0,
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    0,
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    0,
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    0,
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    0,
  ],
];

describe('mobile detection by user agent (spec part 1 section 9)', () => {
  it.each(PHONES_AND_TABLETS)('%s is a mobile device', (_, userAgent, maxTouchPoints) => {
    expect(isMobileDevice({ userAgent, maxTouchPoints })).toBe(true);
  });

  it.each(DESKTOPS)('%s is a desktop browser', (_, userAgent, maxTouchPoints) => {
    expect(isMobileDevice({ userAgent, maxTouchPoints })).toBe(false);
  });

  it('a Mac needs more than one touch point to be taken for an iPad', () => {
    const mac = DESKTOPS.find(([name]) => name === 'Safari on a Mac')?.[1] ?? '';
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 1 })).toBe(false);
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 2 })).toBe(true);
    expect(isMobileDevice({ userAgent: mac })).toBe(false);
  });

  it('an empty user agent is a desktop browser', () => {
    expect(isMobileDevice({ userAgent: '' })).toBe(false);
  });
});
