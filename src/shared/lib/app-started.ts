import { createEvent } from 'effector';

/**
 * The app started in its scope. Stores persisted in browser storage read their saved value on it
 * (persistStore `pickup`), so every model works the same in a forked scope and in tests.
 */
export const appStarted = createEvent();
