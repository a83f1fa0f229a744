import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, resetSimulator } from '@mocks/node';

// The test DOM (happy-dom) may have no FontFaceSet; Mantine's autosized Textarea listens to document.fonts for font loading.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

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
