/**
 * The API layer's models (the transport, the connection, the token): the entry (index.tsx) evaluates them in a task
 * of their own, before the session's, which builds on them (docs/decisions/boot-in-short-tasks.md, "The entry").
 */
export { requestFx } from '@/shared/api';
