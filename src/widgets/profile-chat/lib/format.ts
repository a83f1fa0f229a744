import { formatLongDate, LOCALE_TAG, type Lang } from '@/shared/i18n';
import { dayKey } from './chat';

/** 14:05 in every language (24-hour clock, as in Armenia). */
export function formatTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
}

/** A day heading of the conversation: 'today', 'yesterday' (the component words them) or the long date. */
export function dayLabel(iso: string, lang: Lang, now: Date): { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string } {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return { kind: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return { kind: 'yesterday' };
  return { kind: 'date', text: formatLongDate(new Date(iso), lang) };
}
