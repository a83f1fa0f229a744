import { fork } from 'effector';

/** The one scope the browser app runs in; tests fork their own. */
export const appScope = fork();
