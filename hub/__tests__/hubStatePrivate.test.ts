// Issue 13 §2: the hub's shared state is private to the composition root. Every other module
// declares the few fields it uses as its own narrow context; none imports the whole state.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('HubState', () => {
  it('is imported by hub/hub.ts alone', () => {
    const importers = ['hub', 'main', 'bench']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => /from '[./]*\/?hubState\.ts'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path).split('\\').join('/'));
    expect(importers).toEqual(['hub/hub.ts']);
  });
});
