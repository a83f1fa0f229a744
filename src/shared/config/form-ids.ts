/**
 * A form or tab id as this deployment names it (docs/decisions/api-overrides.md): `PUBLIC_API_OVERRIDES`'s `forms`,
 * keyed by our id (`{"forms":{"4301":2751}}`), else our id. Tiny on purpose: the route table reads the wizards' and the
 * calculators' rows before the page, so the rest of the overridable table (api-table.ts) stays out of that chunk.
 */
const overrides: Record<string, unknown> = (() => {
  try {
    const forms = (JSON.parse(import.meta.env.PUBLIC_API_OVERRIDES || '{}') as { forms?: unknown }).forms;
    return typeof forms === 'object' && forms !== null ? (forms as Record<string, unknown>) : {};
  } catch {
    return {};
  }
})();

export const formIdOf = (id: number): number => {
  const given = overrides[String(id)];
  return Number.isInteger(given) && (given as number) > 0 ? (given as number) : id;
};
