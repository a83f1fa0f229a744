import { createCall } from '../create-call';
import type { Payload } from '../payload';
import { applyJobResultSchema, companyIndexSchema, contactsSchema, contentPageSchema, vacancySchema } from './company-schemas';

/**
 * Company pages of the content client (public-site.md §7): POST multipart with `lang`. The `/about/`
 * payloads are ours (docs/decisions/company-pages.md): none → the company index; `charid` → an about
 * section; `page` → a standalone page (careers, privacy-policy, test); `charid` + `pid` or
 * `vacancy_title` → a vacancy. Page reads 404 → /notfound.
 */
export const fetchCompanyIndexFx = createCall({ client: 'content', idempotent: 'read', path: '/about/', schema: companyIndexSchema, notFoundRedirect: true });

export const fetchAboutSectionFx = createCall<typeof contentPageSchema, { charid: string }>({
  client: 'content', idempotent: 'read',
  path: '/about/',
  schema: contentPageSchema,
  notFoundRedirect: true,
});

export type ContentPageId = 'careers' | 'privacy-policy' | 'test';

export const fetchContentPageFx = createCall<typeof contentPageSchema, { page: ContentPageId }>({
  client: 'content', idempotent: 'read',
  path: '/about/',
  schema: contentPageSchema,
  notFoundRedirect: true,
});

export type VacancyQuery = { charid: string; pid: string } | { charid: string; vacancy_title: string };

export const fetchVacancyFx = createCall<typeof vacancySchema, VacancyQuery>({
  client: 'content', idempotent: 'read',
  path: '/about/',
  schema: vacancySchema,
  notFoundRedirect: true,
});

export const fetchContactsFx = createCall({ client: 'content', idempotent: 'read', path: '/contacts/', schema: contactsSchema, notFoundRedirect: true });

/** A job application: the form's values and files (lists of files go out as `name[]` parts). */
export type ApplyJobPayload = Payload & Record<string, string | File[]>;

export const applyJobFx = createCall<typeof applyJobResultSchema, ApplyJobPayload>({
  client: 'content',
  path: '/apply-jobs/',
  schema: applyJobResultSchema,
  // Files on a slow connection: an upload's time limit (two minutes, policy.ts), not a form's 30 s.
  multipart: true,
  // The form shows a warning under each of its fields and file lists.
  shownFields: 'payload',
});
