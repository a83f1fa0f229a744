import * as v from 'valibot';
import { flag } from '../interface/schemas';
import { id, pageMeta, text } from '../schemas-common';

/**
 * The company pages of the content client (public-site.md §2 "Content page section types", §3 "Content
 * items", "Dynamic job form"; §7 `/about/`, `/contacts/`, `/apply-jobs/`). The spec names the items and
 * their fields but not the answers that carry them; the shapes below are ours
 * (docs/decisions/company-pages.md) and the simulator answers them (mocks/domains/company).
 *
 * Normalised once here: ids → string, 0/1 flags → boolean, `link` or `url` → `href`, missing lists → [].
 * A section of a type this app does not know is dropped, so the backend can add types without breaking pages.
 */
/** Text that may be absent or null: always a string after parsing. */
const html = text;
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), []);

/** Document link: name, link or url (§3). */
export const documentLinkSchema = v.pipe(
  v.looseObject({ name: v.string(), link: v.optional(v.nullable(v.string())), url: v.optional(v.nullable(v.string())) }),
  v.transform(({ name, link, url }) => ({ name, href: link || url || '' })),
);

/** Person (§3): name, surname, position, avatarUrl, avatar, birthDate, details (label, content), nomination. */
export const personSchema = v.pipe(
  v.looseObject({
    id: v.optional(id),
    name: v.string(),
    surname: text,
    position: text,
    avatarUrl: v.optional(v.nullable(v.string())),
    avatar: v.optional(v.nullable(v.string())),
    birthDate: v.optional(v.nullable(v.string())),
    details: list(v.looseObject({ label: v.string(), content: html })),
    nomination: v.optional(v.nullable(v.string())),
  }),
  v.transform((person) => ({
    id: person.id ?? `${person.name}-${person.surname}`,
    name: person.name,
    surname: person.surname,
    position: person.position,
    /** The photo: `avatarUrl` (absolute) wins over `avatar` (a path on the content host). */
    photo: person.avatarUrl || person.avatar || '',
    birthDate: person.birthDate || null,
    details: person.details.map((detail) => ({ label: detail.label, content: detail.content })),
    nomination: person.nomination || null,
  })),
);

/** Report tab (§3): charid, name, meta_*, contentList (title, data of name and link). */
export const reportTabSchema = v.looseObject({
  charid: v.string(),
  name: v.string(),
  ...pageMeta,
  contentList: list(v.looseObject({ title: text, data: list(documentLinkSchema) })),
});

export const CONTACT_ICONS = ['phone', 'mobile', 'email', 'address', 'clock', 'fax', 'web'] as const;

/** Contact branch (§3): branchName, branchAddress, contactItems (label, value, url, urlPrefix, icon). */
export const contactBranchSchema = v.looseObject({
  id,
  branchName: v.string(),
  branchAddress: v.string(),
  city: text,
  isHeadOffice: flag(false),
  /** WGS 84: the interactive map's marker and the static map's dot. */
  coordinates: v.object({ lat: v.number(), lng: v.number() }),
  contactItems: list(
    v.looseObject({
      label: v.string(),
      value: v.string(),
      url: v.optional(v.nullable(v.string())),
      urlPrefix: v.optional(v.nullable(v.string())),
      icon: v.optional(v.fallback(v.picklist(CONTACT_ICONS), 'phone'), 'phone'),
    }),
  ),
});

/** Dynamic job form (§3). */
export const jobFormSchema = v.looseObject({
  title: text,
  description: html,
  fields: list(
    v.looseObject({
      input_name: v.string(),
      label: v.string(),
      placeholder: text,
      type: v.optional(v.fallback(v.picklist(['text', 'email']), 'text'), 'text'),
      required: flag(false),
    }),
  ),
  file_uploads: list(v.looseObject({ input_name: v.string(), label: v.string() })),
  form_action_url: text,
  form_method: v.optional(v.string(), 'POST'),
  submit_btn_label: text,
});

/** A card inside a subsection: a vacancy of the vacancies tab, or any titled card. */
export const subcardSchema = v.looseObject({
  id,
  title: v.string(),
  description: html,
  location: text,
  employment: text,
  date: v.optional(v.nullable(v.string())),
});

/** Subsection (§3): id, charid, name, content (title, description, list, downlodableLinks, form), subcards. */
export const subsectionSchema = v.looseObject({
  id,
  charid: v.string(),
  name: v.string(),
  content: v.optional(
    v.looseObject({
      title: text,
      description: html,
      list: list(v.string()),
      downlodableLinks: list(documentLinkSchema),
      form: v.optional(v.nullable(jobFormSchema)),
    }),
    {},
  ),
  subcards: list(subcardSchema),
});

const base = { id: v.optional(id), anchor: v.optional(v.nullable(v.string())), title: text };
const paragraphItem = v.looseObject({ title: text, paragraph: html });

/** The content section types of §2, one schema each. */
export const SECTION_TYPES = [
  'two-column-text',
  'documents',
  'reports',
  'map',
  'title-paragraph',
  'call-to-action',
  'leadership',
  'team',
  'title-paragraph-columns',
  'subsection-tabs',
  'reinsurance',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const contentSectionSchema = v.variant('type', [
  v.looseObject({ type: v.literal('two-column-text'), ...base, left: html, right: html }),
  v.looseObject({ type: v.literal('documents'), ...base, documents: list(documentLinkSchema) }),
  v.looseObject({ type: v.literal('reports'), ...base, tabs: list(reportTabSchema) }),
  v.looseObject({ type: v.literal('map'), ...base, branches: list(contactBranchSchema) }),
  v.looseObject({ type: v.literal('title-paragraph'), ...base, paragraph: html, subsections: list(paragraphItem) }),
  v.looseObject({
    type: v.literal('call-to-action'),
    ...base,
    subtitle: text,
    paragraph: html,
    buttons: list(v.looseObject({ label: v.string(), href: v.string() })),
  }),
  v.looseObject({ type: v.literal('leadership'), ...base, subtitle: text, persons: list(personSchema) }),
  v.looseObject({
    type: v.literal('team'),
    ...base,
    subtitle: text,
    groups: list(v.looseObject({ title: v.string(), persons: list(personSchema) })),
  }),
  v.looseObject({ type: v.literal('title-paragraph-columns'), ...base, paragraph: html, columns: list(paragraphItem) }),
  v.looseObject({ type: v.literal('subsection-tabs'), ...base, subsections: list(subsectionSchema) }),
  v.looseObject({
    type: v.literal('reinsurance'),
    ...base,
    description: html,
    /** Reinsurance (§3): rating (logo, name, char), subsections (url, image, paragraph). */
    rating: list(v.looseObject({ logo: v.string(), name: v.string(), char: v.string() })),
    subsections: list(v.looseObject({ url: text, image: text, paragraph: html })),
  }),
]);

const isKnownSection = (value: unknown) =>
  typeof value === 'object' && value !== null && (SECTION_TYPES as readonly unknown[]).includes((value as { type?: unknown }).type);

/** Sections of a page: unknown types are dropped before the known ones are checked. */
export const contentSectionsSchema = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((items) => items.filter(isKnownSection)),
  v.array(contentSectionSchema),
);

const navItemSchema = v.looseObject({ charid: v.string(), title: v.string() });

/** One company page: an about section (`/about/` + charid) or a standalone page (`/about/` + page). */
export const contentPageSchema = v.looseObject({
  charid: v.string(),
  ...pageMeta,
  title: v.string(),
  description: html,
  /** The group of the company index this section belongs to (breadcrumbs). */
  group: v.optional(v.nullable(v.looseObject({ type: v.string(), title: v.string() }))),
  /** Every about section, for the side navigation. */
  navigation: list(navItemSchema),
  sections: contentSectionsSchema,
});

/** `/about/` without a charid: the company index, its sections in groups (`/company`, `/company/{type}`). */
export const companyIndexSchema = v.looseObject({
  ...pageMeta,
  title: v.string(),
  description: html,
  groups: list(
    v.looseObject({
      type: v.string(),
      title: v.string(),
      description: html,
      sections: list(v.looseObject({ charid: v.string(), title: v.string(), description: text, href: v.optional(v.string()) })),
    }),
  ),
});

/** A vacancy (`/about/` + charid newteam + pid or vacancy_title): shaped like a subsection, with its page metadata. */
export const vacancySchema = v.looseObject({
  ...pageMeta,
  ...subsectionSchema.entries,
  location: text,
  employment: text,
  date: v.optional(v.nullable(v.string())),
  /** The Armenian title: the shareable link /company/about/newteam/{title_with_underscores} is built from it. */
  title_hy: v.string(),
});

export const contactsSchema = v.looseObject({
  ...pageMeta,
  title: v.string(),
  description: html,
  branches: v.pipe(v.array(contactBranchSchema), v.minLength(1)),
});

/** `/apply-jobs/`: the result HTML message shown to the applicant (sanitised). */
export const applyJobResultSchema = v.looseObject({ result: v.string() });

export type DocumentLink = v.InferOutput<typeof documentLinkSchema>;
export type Person = v.InferOutput<typeof personSchema>;
export type ReportTab = v.InferOutput<typeof reportTabSchema>;
export type ContactBranch = v.InferOutput<typeof contactBranchSchema>;
export type ContactItem = ContactBranch['contactItems'][number];
export type ContactIcon = (typeof CONTACT_ICONS)[number];
export type JobForm = v.InferOutput<typeof jobFormSchema>;
export type JobFormField = JobForm['fields'][number];
export type Subsection = v.InferOutput<typeof subsectionSchema>;
export type Subcard = v.InferOutput<typeof subcardSchema>;
export type ContentSection = v.InferOutput<typeof contentSectionSchema>;
export type ContentSectionOf<T extends SectionType> = Extract<ContentSection, { type: T }>;
export type ContentPage = v.InferOutput<typeof contentPageSchema>;
export type CompanyIndex = v.InferOutput<typeof companyIndexSchema>;
export type Vacancy = v.InferOutput<typeof vacancySchema>;
export type Contacts = v.InferOutput<typeof contactsSchema>;
export type ApplyJobResult = v.InferOutput<typeof applyJobResultSchema>;
