import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, resetSimulator } from '@mocks/node';

// The same simulator handlers as the browser, in Node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSimulator();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
