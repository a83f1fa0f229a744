import type { RspackPluginInstance } from '@rspack/core';

/** Where the build writes its dynamic imports' chunk groups, relative to dist/. */
export declare const CHUNK_GROUPS_FILE: string;
/** Writes, for each import() of the build, its importer, its request and its files (scripts/chunk-groups.mjs). */
export declare class ChunkGroupsPlugin implements RspackPluginInstance {
  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]): void;
}
/** The files of the [importer, request] imports, in order and once each; throws when one is not in the build. */
export declare function filesOfImports(dist: string, imports: ReadonlyArray<readonly [string, string]>): string[];
