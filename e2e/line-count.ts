import type { Locator } from 'playwright-core';

/**
 * On how many lines an element's text is drawn: the distinct tops of its text's line boxes.
 * A label wrapped at a narrow width ("No, check" above "it") counts 2; its box height alone
 * would not tell, as a button's minimum height can hold two lines.
 */
export function textLineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}
