import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The app is asked for in React and runs on React 19 itself (decision 0059), not on a library
// that imitates its API behind aliases. React marks every DOM node it renders with its fibre.
const app = useAppSuite();
const dist = path.resolve(import.meta.dirname, '../apps/web/dist/assets');

/** How many elements under #root carry React's fibre key, and how many elements there are. */
function reactRendered(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('#root *')];
    const marked = elements.filter((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
    return { elements: elements.length, marked: marked.length };
  });
}

async function expectAllReact(page: Page, pathname: string) {
  const rendered = await reactRendered(page);
  expect(rendered.elements, pathname).toBeGreaterThan(10);
  expect(rendered.marked, pathname).toBe(rendered.elements);
}

describe('the app runs on React', () => {
  test('the sign-in page and the owner pages are rendered by React', async () => {
    const phone = await app.openPhone();
    await phone.page.goto('/login');
    await phone.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAllReact(phone.page, '/login');
    await phone.page.goto('/dealer-mode');
    await phone.page.getByLabel(/Username/).waitFor();
    await expectAllReact(phone.page, '/dealer-mode');
    await phone.close();

    const { page, close } = await app.signedIn('owner@demo.ignite');
    for (const pathname of ['/my-garage', '/my-garage/care-plan', '/my-marketplace', '/ignite']) {
      await page.goto(pathname);
      await waitForShellReady(page);
      await expectAllReact(page, pathname);
    }
    await close();
  });

  test('the build holds React DOM and no Preact code', async () => {
    const scripts = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    const withPreact: string[] = [];
    let withReactDom = 0;
    for (const file of scripts) {
      const code = await readFile(path.join(dist, file), 'utf8');
      // Preact marks its elements with Symbol.for('pv'), which its minified build keeps.
      if (/Symbol\.for\(["'`]pv["'`]\)|__PREACT_DEVTOOLS__/.test(code)) withPreact.push(file);
      if (code.includes('__reactFiber$')) withReactDom++;
    }
    expect(withPreact).toEqual([]);
    expect(withReactDom).toBe(1);
  });
});
