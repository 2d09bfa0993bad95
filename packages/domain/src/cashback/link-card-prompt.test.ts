import { describe, expect, it } from 'vitest';
import { showsLinkCardPrompt } from './link-card-prompt.ts';

const card = (hasExpired: boolean) => ({ hasExpired });

describe('the link-card prompt', () => {
  it('asks an owner with no linked card', () => {
    expect(showsLinkCardPrompt([])).toBe(true);
  });

  it('asks an owner whose every card has expired', () => {
    expect(showsLinkCardPrompt([card(true)])).toBe(true);
    expect(showsLinkCardPrompt([card(true), card(true)])).toBe(true);
  });

  it('leaves alone an owner with one card that still works, whatever the others', () => {
    expect(showsLinkCardPrompt([card(false)])).toBe(false);
    expect(showsLinkCardPrompt([card(true), card(false), card(true)])).toBe(false);
  });
});
