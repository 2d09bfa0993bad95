import { describe, expect, test } from 'vitest';
import { pageClassName, rootFolder } from './route-meta.ts';

describe('route metadata helpers', () => {
  test('the style class comes from the route name', () => {
    expect(pageClassName('MyGarage')).toBe('page-my-garage');
    expect(pageClassName('NotFound')).toBe('page-not-found');
    expect(pageClassName('Debug')).toBe('page-debug');
  });

  test('the root folder is the first path segment', () => {
    expect(rootFolder('/debug/forms')).toBe('debug');
    expect(rootFolder('/my-garage')).toBe('my-garage');
    expect(rootFolder('/')).toBe('');
  });
});
