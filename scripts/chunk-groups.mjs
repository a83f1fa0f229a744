// The build's dynamic imports and the files each one loads, for scripts/postbuild.mjs: the shells preload the files
// of the imports every page of theirs makes before it can render (docs/decisions/signed-in-early-calls.md, "The
// shell's own parts").
//
// An `import()` becomes a chunk group: the chunk of the imported module and the split chunks it shares with others
// (Mantine's pieces, say), whose names are hashes of the build. The plugin writes, for each group made by an
// `import()`, the module that imports, what it asks for and the group's files, into dist/_pages/chunk-groups.json
// (nginx never serves /_pages/ itself: deploy/nginx.conf).
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

export const CHUNK_GROUPS_FILE = '_pages/chunk-groups.json';

export class ChunkGroupsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = [];
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          for (const origin of group.origins) {
            const importer = origin.module?.resource;
            if (!importer || !origin.request) continue;
            // A route's split component is asked for by its absolute path (`…/profile/$tab.tsx?tsr-split=component`):
            // written relative to the project, like the importer, so the file is the same in every checkout.
            const request = isAbsolute(origin.request) ? relative(compiler.context, origin.request).split('\\').join('/') : origin.request;
            groups.push({ importer: relative(compiler.context, importer).split('\\').join('/'), request, files });
          }
        }
        groups.sort((a, b) => `${a.importer} ${a.request}`.localeCompare(`${b.importer} ${b.request}`));
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
      });
    });
  }
}

/**
 * The files of the `imports` ([importer, request] pairs), in order and once each; throws when one is not in the build
 * (an import renamed or moved must not silently stop being preloaded).
 */
export function filesOfImports(dist, imports) {
  const groups = JSON.parse(readFileSync(join(dist, CHUNK_GROUPS_FILE), 'utf8'));
  const files = [];
  for (const [importer, request] of imports) {
    const group = groups.find((entry) => entry.importer === importer && entry.request === request);
    if (!group) throw new Error(`chunk-groups: no import of ${request} in ${importer} (scripts/postbuild.mjs SHELL_IMPORTS, PORTAL_ROUTES)`);
    for (const file of group.files) if (!files.includes(file)) files.push(file);
  }
  return files;
}
