import type { ContactItem } from '@/shared/api';
import { telHref } from '@/shared/lib';

/** The link of a contact item: its `url`, else `urlPrefix` + value (tel: without spaces), else none. */
export function contactHref(item: Pick<ContactItem, 'value' | 'url' | 'urlPrefix'>): string | null {
  if (item.url) return item.url;
  if (!item.urlPrefix) return null;
  const prefix = item.urlPrefix.trim();
  if (prefix.toLowerCase() === 'tel:') return /\d/.test(item.value) ? telHref(item.value) : null;
  const value = item.value.trim();
  return value ? `${prefix}${value}` : null;
}
