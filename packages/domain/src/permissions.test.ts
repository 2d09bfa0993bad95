import { describe, expect, it } from 'vitest';
import { DEMO_PERMISSION, heldPermissions } from './permissions.ts';

describe('heldPermissions', () => {
  it('in demo mode a customer holds demo beside their own permissions', () => {
    expect(heldPermissions([], { demoMode: true, isDealerMode: false })).toEqual([DEMO_PERMISSION]);
    expect(heldPermissions(['debug'], { demoMode: true, isDealerMode: false })).toEqual([
      'debug',
      DEMO_PERMISSION,
    ]);
  });

  it('dealer-mode staff never hold demo, in demo mode or not', () => {
    expect(heldPermissions(['dealer-mode'], { demoMode: true, isDealerMode: true })).toEqual([
      'dealer-mode',
    ]);
    expect(heldPermissions(['dealer-mode'], { demoMode: false, isDealerMode: true })).toEqual([
      'dealer-mode',
    ]);
  });

  it('with demo mode off no one holds demo, not even a user it was stored for', () => {
    expect(heldPermissions([], { demoMode: false, isDealerMode: false })).toEqual([]);
    expect(heldPermissions([DEMO_PERMISSION], { demoMode: false, isDealerMode: false })).toEqual(
      [],
    );
    expect(heldPermissions(['debug'], { demoMode: false, isDealerMode: false })).toEqual(['debug']);
  });

  it('names each permission once', () => {
    expect(
      heldPermissions(['debug', 'debug', DEMO_PERMISSION], {
        demoMode: true,
        isDealerMode: false,
      }),
    ).toEqual(['debug', DEMO_PERMISSION]);
  });
});
