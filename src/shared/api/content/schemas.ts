import * as v from 'valibot';
import type { footerSchema, headerSchema, socialNetworks } from './shell-schemas';
import { pageMeta, text } from '../schemas-common';

/**
 * Response schemas of the content client (public-site.md §3, §7). Loose objects: the backend may
 * add fields; anything the UI reads is checked. Optional flags default so that old answers still work.
 */
const showSection = v.optional(v.boolean(), true);

// The header's and footer's schemas are their own module: the shell needs them before the first render,
// the rest only with their pages (bench:size).
export { menuItemSchema, headerSchema, socialNetworks, footerSchema } from './shell-schemas';
export type { MenuItem } from './shell-schemas';
export const bannerSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  subtitle: text,
  description: text,
  link: v.string(),
  img: v.string(),
  buttonBgColor: v.optional(v.string()),
  contractsLink: v.optional(v.string()),
});

export const serviceIcons = [
  'car',
  'health',
  'travel',
  'property',
  'financial',
  'cargo',
  'construction',
  'responsibility',
  'pet',
  'shield',
] as const;

export const serviceSchema = v.looseObject({
  id: v.number(),
  charid: v.string(),
  title: v.string(),
  description: text,
  icon: v.optional(v.picklist(serviceIcons), 'shield'),
});

export const serviceGroupSchema = v.looseObject({
  id: v.number(),
  charid: v.string(),
  title: v.string(),
  services: v.array(serviceSchema),
});

export const documentTileSchema = v.looseObject({
  id: v.number(),
  label: v.string(),
  url: v.string(),
  children: v.optional(v.array(v.looseObject({ id: v.number(), label: v.string(), url: v.string() })), []),
});

export const newsCardSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  description: text,
  img: v.string(),
  date: v.string(),
  poster: v.optional(v.string()),
  featured: v.optional(v.boolean(), false),
  href: v.optional(v.string(), '/news'),
  slug: v.string(),
});

export const homeSchema = v.looseObject({
  ...pageMeta,
  sliderData: v.looseObject({ showSection, data: v.array(bannerSchema) }),
  applicationData: v.looseObject({
    showSection,
    title: v.string(),
    description: text,
    appStoreUrl: v.string(),
    googlePlayUrl: v.string(),
  }),
  servicesData: v.looseObject({
    showSection,
    title: text,
    personal: v.array(serviceGroupSchema),
    corporate: v.array(serviceGroupSchema),
  }),
  documentsData: v.looseObject({ showSection, title: text, data: v.array(documentTileSchema) }),
  clientsData: v.looseObject({
    showSection,
    title: v.string(),
    description: text,
    data: v.array(v.looseObject({ id: v.number(), name: v.string(), logo: v.string(), url: v.optional(v.string()) })),
  }),
  reinsuranceData: v.looseObject({
    showSection,
    title: v.string(),
    description: text,
    data: v.array(v.looseObject({ id: v.number(), name: v.string(), logo: v.string(), rating: v.string() })),
  }),
  inverstingsData: v.looseObject({
    showSection,
    title: v.string(),
    description: text,
    data: v.array(v.looseObject({ id: v.number(), title: v.string(), value: v.string(), description: text })),
  }),
  newsData: v.looseObject({ showSection, title: v.string(), data: v.array(newsCardSchema) }),
  supportData: v.looseObject({ showSection, title: v.string(), description: text, phone: v.string() }),
  subscribeData: v.looseObject({ showSection, title: v.string(), description: text }),
});

export const subscribeResultSchema = v.looseObject({ message: v.optional(v.string()) });

export type Header = v.InferOutput<typeof headerSchema>;
export type Footer = v.InferOutput<typeof footerSchema>;
export type Home = v.InferOutput<typeof homeSchema>;
export type Banner = v.InferOutput<typeof bannerSchema>;
export type Service = v.InferOutput<typeof serviceSchema>;
export type ServiceGroup = v.InferOutput<typeof serviceGroupSchema>;
export type ServiceIcon = (typeof serviceIcons)[number];
export type DocumentTile = v.InferOutput<typeof documentTileSchema>;
export type NewsCard = v.InferOutput<typeof newsCardSchema>;
export type SocialNetwork = (typeof socialNetworks)[number];
