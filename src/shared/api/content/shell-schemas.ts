import * as v from 'valibot';
import { id } from '../schemas-common';

/** Schemas of /header/ and /footer/ (public-site.md §2, §7): what the app shell reads. */

export interface MenuItem {
  id: string;
  title: string;
  link: string;
  children: MenuItem[];
}

export const menuItemSchema: v.GenericSchema<unknown, MenuItem> = v.looseObject({
  id,
  title: v.string(),
  link: v.string(),
  children: v.optional(v.array(v.lazy(() => menuItemSchema)), []),
});

export const headerSchema = v.looseObject({
  phone: v.string(),
  menu: v.array(menuItemSchema),
});

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'] as const;

export const footerSchema = v.looseObject({
  copyright: v.string(),
  updateVersion: v.string(),
  infoLinks: v.array(v.looseObject({ title: v.string(), link: v.string() })),
  socialLinks: v.array(v.looseObject({ name: v.picklist(socialNetworks), url: v.string() })),
  certificates: v.array(v.looseObject({ title: v.string(), img: v.string(), url: v.optional(v.string()) })),
  legalText: v.string(),
});
