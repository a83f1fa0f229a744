import type { Mock } from 'vitest';

/**
 * `navigateFx` is attached to the router store, so a handler mocked in `fork({ handlers })`
 * receives (router, params). This returns the params of every call.
 */
export const navigations = (mock: Mock) => mock.mock.calls.map((call) => call[1] as unknown);
