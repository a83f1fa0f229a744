import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { linguiMacroStub } from '../../../scripts/esbuild-lingui-stub.mjs';
import { API_TABLE_DEFAULTS, resolveApiTable } from './api-table';
import { CALCULATOR_TABS, CALCULATORS } from './calculators';

const root = join(__dirname, '../../..');

describe('the table of ids and paths a backend may differ on (PUBLIC_API_OVERRIDES)', () => {
  it('without overrides: the defaults', () => {
    expect(resolveApiTable(undefined)).toEqual({ table: { forms: {}, paths: API_TABLE_DEFAULTS.paths }, ignored: [] });
    expect(resolveApiTable('  ')).toEqual({ table: { forms: {}, paths: API_TABLE_DEFAULTS.paths }, ignored: [] });
  });

  it('applies known keys of the right type, ignores (and names) the rest', () => {
    const { table, ignored } = resolveApiTable(
      JSON.stringify({
        forms: { 4301: 2751, 5103: '5103', 'appa.search-car': 1, 4425: -4 },
        paths: { 'payment.confirm': '/payment/approve-free', 'chat.send': 'http://evil.example/x', 'profile.save-address': '//evil.example' },
      }),
    );
    expect(table.forms['4301']).toBe(2751);
    expect(table.paths['payment.confirm']).toBe('/payment/approve-free');
    expect(table.forms['5103']).toBeUndefined();
    expect(table.paths['chat.send']).toBe('/mobile/chat/send');
    expect(ignored.sort()).toEqual(['forms.4425', 'forms.5103', 'forms.appa.search-car', 'paths.chat.send', 'paths.profile.save-address']);
    expect(resolveApiTable('{not json').ignored).toEqual(['PUBLIC_API_OVERRIDES is not JSON']);
  });

  it("the calculators' tab list is their rows' ids (written out for the first render)", () => {
    expect(CALCULATOR_TABS).toEqual(CALCULATORS.map((row) => row.id));
  });

  it('a build with overrides uses them: the wizard, the calculators and the calls (bundled as the build does)', async () => {
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    // Inside the project, so that the bundle's packages resolve from node_modules.
    const dir = mkdtempSync(join(root, 'node_modules/.cache/api-table-'));
    try {
      const outfile = join(dir, 'probe.mjs');
      const overrides = { forms: { 4301: 2751, 3104: 3957 }, paths: { 'payment.confirm': '/payment/approve-free', 'chat.send': '/chat/v2/send' } };
      await build({
        stdin: {
          contents: `
            import { PURCHASE_PRODUCTS, CALCULATORS } from '@/shared/config';
            import { callRegistry } from '@/shared/api/create-call';
            import '@/shared/api/purchase/calls';
            import '@/shared/api/chat/calls';
            export const probe = {
              searchCar: PURCHASE_PRODUCTS.appa.steps[0].formId,
              travelTab: CALCULATORS.find((row) => row.id === 'travel').tabId,
              paths: callRegistry.flatMap((call) => call.paths),
            };`,
          resolveDir: root,
          loader: 'ts',
        },
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        // Every module as it is (package.json `sideEffects` would drop the calls' registration from this probe).
        ignoreAnnotations: true,
        logLevel: 'silent',
        alias: { '@': join(root, 'src') },
        plugins: [linguiMacroStub],
        define: {
          'import.meta.env.PUBLIC_API_OVERRIDES': JSON.stringify(JSON.stringify(overrides)),
          'import.meta.env': '{}',
        },
      });
      const { probe } = (await import(/* @vite-ignore */ outfile)) as { probe: { searchCar: number; travelTab: number; paths: string[] } };
      expect(probe.searchCar).toBe(2751);
      expect(probe.travelTab).toBe(3957);
      expect(probe.paths).toContain('/payment/approve-free');
      expect(probe.paths).not.toContain('/payment/confirm');
      expect(probe.paths).toContain('/chat/v2/send');
      expect(probe.paths).not.toContain('/mobile/chat/send');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
