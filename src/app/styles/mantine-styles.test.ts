import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Mantine component renders unstyled unless its stylesheet (`@mantine/core/styles/<Name>.css`) is loaded. The app
 * loads a common set (src/app/styles/mantine.css); a slice that uses a component beyond it imports the stylesheet
 * itself (its `ui/styles.ts`). Counting on a stylesheet that another chunk happened to load makes the look depend
 * on what was opened before: a direct visit shows the component unstyled, and the story screenshots flicker with
 * the order of the stories (RegisterPage / Identification's radio cards, ClaimsScreen's table).
 */
const STYLES = 'node_modules/@mantine/core/styles';
const stylesheets = new Set(
  readdirSync(STYLES)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => name.slice(0, -'.css'.length)),
);
const imported = (source: string) => [...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]!);
const common = new Set(imported(readFileSync('src/app/styles/mantine.css', 'utf8')));

const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const sources = walk('src').filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
/** src/<layer>/<slice> (src/shared/<segment>). */
const sliceOf = (file: string) => file.split(/[\\/]/).slice(0, 3).join('/');
const sliceStyles = new Map<string, Set<string>>();
for (const file of sources) for (const name of imported(readFileSync(file, 'utf8'))) sliceStyles.set(sliceOf(file), (sliceStyles.get(sliceOf(file)) ?? new Set()).add(name));

/**
 * Components that draw another component with a stylesheet of its own. SegmentedControl's indicator is a
 * FloatingIndicator: without FloatingIndicator.css it has no `top: 0; left: 0` and stood 4 px right of and below the
 * chosen segment, on every page that had one.
 */
const DRAWS: Record<string, string[]> = { SegmentedControl: ['FloatingIndicator'] };

/** The components a file renders that have a stylesheet of their own: `Table`, and compounds like `Radio.Card` → RadioCard. */
function styledComponents(source: string) {
  const names = /import\s*{([^}]*)}\s*from\s*'@mantine\/core'/.exec(source)?.[1]?.split(',').map((name) => name.trim()) ?? [];
  const used = new Set<string>();
  for (const name of names.filter((name) => /^[A-Z]\w*$/.test(name))) {
    if (stylesheets.has(name)) used.add(name);
    for (const drawn of DRAWS[name] ?? []) used.add(drawn);
    for (const match of source.matchAll(new RegExp(`<${name}\\.(\\w+)`, 'g'))) if (stylesheets.has(name + match[1])) used.add(name + match[1]);
  }
  return [...used];
}

describe('Mantine stylesheets', () => {
  it('finds the components of a file', () => {
    expect(styledComponents(`import { Radio, Stack, Table, type MantineSize } from '@mantine/core';\n<Radio.Card /><Radio.Indicator /><Table />`).sort()).toEqual(
      ['Radio', 'RadioCard', 'RadioIndicator', 'Stack', 'Table'].sort(),
    );
    expect(styledComponents(`import { SegmentedControl } from '@mantine/core';\n<SegmentedControl />`).sort()).toEqual(['FloatingIndicator', 'SegmentedControl']);
  });

  it('every component used has its stylesheet in the common set or imported by its own slice', () => {
    const missing = sources.flatMap((file) =>
      styledComponents(readFileSync(file, 'utf8'))
        .filter((name) => !common.has(name) && !sliceStyles.get(sliceOf(file))?.has(name))
        .map((name) => `${file}: ${name}.css`),
    );
    expect(missing).toEqual([]);
  });
});
