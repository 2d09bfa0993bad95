// No two folders of the server, the domain package or the web app import each other, even
// through a chain of folders or a type-only import (tools/import-cycles.ts says why lint's
// file-level check is not enough). The fixtures show the check bites; the last test holds the
// repository to it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  folderCycles,
  folderOf,
  readSources,
  resolveSpecifier,
  specifiersOf,
} from './import-cycles.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const cyclesIn = (files: Record<string, string>) =>
  folderCycles(new Map(Object.entries(files))).map(describeCycle);

describe('the folder cycle check', () => {
  it('finds a cycle made by a type-only import', () => {
    expect(
      cyclesIn({
        'apps/server/src/modules/auth/login.ts': `import { care } from '../care-plan/index.ts';\nexport const login = care;\n`,
        'apps/server/src/modules/care-plan/index.ts': `import type { Rule } from '../auth/login.ts';\nexport const care = (rule: Rule) => rule;\n`,
      }),
    ).toEqual([
      [
        'server:modules/auth -> server:modules/care-plan -> server:modules/auth',
        '  apps/server/src/modules/auth/login.ts imports apps/server/src/modules/care-plan/index.ts',
        '  apps/server/src/modules/care-plan/index.ts imports apps/server/src/modules/auth/login.ts',
      ].join('\n'),
    ]);
  });

  it('finds a cycle through three folders, a type re-export and the aliases', () => {
    expect(
      cyclesIn({
        'apps/web/src/shared/a/a.ts': `export type { B } from '@/entities/b/b.ts';\n`,
        'apps/web/src/entities/b/b.ts': `import { c } from '../../features/c/c';\nexport type B = typeof c;\n`,
        'apps/web/src/features/c/c.tsx': `import type { A } from '@/shared/a/a.ts';\nexport const c = 1 as unknown as A;\n`,
      }),
    ).toEqual([
      [
        'web:entities/b -> web:features/c -> web:shared/a -> web:entities/b',
        '  apps/web/src/entities/b/b.ts imports apps/web/src/features/c/c.tsx',
        '  apps/web/src/features/c/c.tsx imports apps/web/src/shared/a/a.ts',
        '  apps/web/src/shared/a/a.ts imports apps/web/src/entities/b/b.ts',
      ].join('\n'),
    ]);
  });

  it('names every folder of a group that holds more than the cycle shown', () => {
    expect(
      cyclesIn({
        'packages/domain/src/garage/a.ts': `import '../care-plan/b.ts';\n`,
        'packages/domain/src/care-plan/b.ts': `import '../garage/a.ts';\nimport '../booking/c.ts';\n`,
        'packages/domain/src/booking/c.ts': `export type { B } from '../care-plan/b.ts';\n`,
      }),
    ).toEqual([
      [
        'domain:booking -> domain:care-plan -> domain:booking',
        '  packages/domain/src/booking/c.ts imports packages/domain/src/care-plan/b.ts',
        '  packages/domain/src/care-plan/b.ts imports packages/domain/src/booking/c.ts',
        '  (caught together: domain:booking, domain:care-plan, domain:garage)',
      ].join('\n'),
    ]);
  });

  it('passes once the shared type sits in the folder below', () => {
    expect(
      cyclesIn({
        'apps/server/src/core/rule.ts': `export type Rule = { free: number };\n`,
        'apps/server/src/modules/auth/login.ts': `import { care } from '../care-plan/index.ts';\nimport type { Rule } from '../../core/rule.ts';\nexport const login = (rule: Rule) => care(rule);\n`,
        'apps/server/src/modules/care-plan/index.ts': `import type { Rule } from '../../core/rule.ts';\nexport const care = (rule: Rule) => rule;\n`,
        // Within a folder, files may import each other both ways: lint's no-cycle sees those.
        'apps/server/src/core/clock.ts': `import type { Rule } from './rule.ts';\nexport type Clock = Rule;\n`,
      }),
    ).toEqual([]);
  });

  it('reads type imports, re-exports and import() types, and not comments', () => {
    expect(
      specifiersOf(
        [
          `import type { A } from './a.ts';`,
          `export * from './b.ts';`,
          `type C = import('./c.ts').C;`,
          `// import { D } from './d.ts';`,
        ].join('\n'),
      ),
    ).toEqual(['./a.ts', './b.ts', './c.ts']);
  });

  it('groups files into folders and resolves the aliases', () => {
    expect(
      [
        'apps/server/src/app.ts',
        'apps/server/src/modules/index.ts',
        'apps/server/src/modules/garage/vehicle/vehicle-service.ts',
        'apps/server/src/core/clock.ts',
        'packages/domain/src/garage/enums.ts',
        'packages/domain/src/session.ts',
        'apps/web/src/shared/brand.ts',
        'apps/web/src/shared/ui/button.tsx',
        'apps/web/src/app/layout/nav.tsx',
        'apps/web/src/main.tsx',
      ].map(folderOf),
    ).toEqual([
      'server:(root)',
      'server:modules',
      'server:modules/garage',
      'server:core',
      'domain:garage',
      'domain:(root)',
      'web:shared',
      'web:shared/ui',
      'web:app',
      'web:(root)',
    ]);
    expect(resolveSpecifier('apps/web/src/app/app.tsx', '@ignite/domain/garage/enums')).toBe(
      'packages/domain/src/garage/enums',
    );
    expect(resolveSpecifier('apps/web/src/app/app.tsx', '@/shared/ui/button.tsx')).toBe(
      'apps/web/src/shared/ui/button.tsx',
    );
    expect(resolveSpecifier('apps/web/src/app/app.tsx', 'react')).toBeUndefined();
  });
});

describe('the repository', () => {
  it('has no import cycle between folders of the server, the domain package or the web app', () => {
    const sources = readSources(root, ['apps/server/src', 'packages/domain/src', 'apps/web/src']);
    // A sanity check that the files were read at all, so an empty graph cannot pass.
    expect(sources.size).toBeGreaterThan(500);
    expect(folderCycles(sources).map(describeCycle)).toEqual([]);
  });
});
