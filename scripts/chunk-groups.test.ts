import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_GROUPS_FILE, filesOfImports } from './chunk-groups.mjs';

describe('filesOfImports (the shells\' preloads from the build\'s chunk groups)', () => {
  let dist = '';
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
    mkdirSync(join(dist, '_pages'));
    writeFileSync(
      join(dist, CHUNK_GROUPS_FILE),
      JSON.stringify([
        { importer: 'src/shared/ui/mantine/mantine-scope.tsx', request: './mantine-root', files: ['static/js/async/xx.1.js', 'static/js/async/3c.2.js'] },
        { importer: 'src/app/layouts/site-layout.tsx', request: './after-router', files: ['static/css/async/pv.3.css', 'static/js/async/xx.1.js', 'static/js/async/pv.4.js'] },
        { importer: 'src/app/layouts/site-layout.tsx', request: './other', files: ['static/js/async/o.5.js'] },
      ]),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('gives the files of exactly the imports named, in order, each once', () => {
    expect(
      filesOfImports(dist, [
        ['src/shared/ui/mantine/mantine-scope.tsx', './mantine-root'],
        ['src/app/layouts/site-layout.tsx', './after-router'],
      ]),
    ).toEqual(['static/js/async/xx.1.js', 'static/js/async/3c.2.js', 'static/css/async/pv.3.css', 'static/js/async/pv.4.js']);
  });

  it('fails the build when a named import is not in it (moved or renamed), instead of preloading less', () => {
    expect(() => filesOfImports(dist, [['src/shared/ui/mantine/mantine-scope.tsx', './mantine-root-moved']])).toThrow(/no import of \.\/mantine-root-moved/);
    expect(() => filesOfImports(dist, [['src/app/layouts/elsewhere.tsx', './after-router']])).toThrow(/elsewhere\.tsx/);
  });
});
