import type { ContactItem } from '@/shared/api';

/** The link of a contact item: its `url`, else `urlPrefix` + value (tel: without spaces), else none. */
export function contactHref(item: Pick<ContactItem, 'value' | 'url' | 'urlPrefix'>): string | null {
  if (item.url) return item.url;
  if (!item.urlPrefix) return null;
  const prefix = item.urlPrefix.trim();
  const value = prefix.toLowerCase() === 'tel:' ? item.value.replace(/[^\d+]/g, '') : item.value.trim();
  return value ? `${prefix}${value}` : null;
}
