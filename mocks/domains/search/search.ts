import type { SearchDocument, SearchSource } from './sources';
import type { ServerLang } from '../../lib/content';

/**
 * The simulator's search: case-insensitive, every word of the keyword must occur in the title or the
 * text of a document. Title hits rank first, then more hits, then newer documents.
 */
/** A type alias (not an interface): it must satisfy the schema's loose-object input. */
export type SearchHit = {
  type: string;
  id: string | number;
  title: string;
  description: string;
  link: string;
  date: string;
};

/** How much text the snippet quotes around the first hit. */
export const SNIPPET_LENGTH = 160;

const normalise = (value: string) => value.toLocaleLowerCase().replace(/[«»"“”„]/g, ' ');

export const keywordWords = (keyword: string): string[] => normalise(keyword).split(/\s+/).filter(Boolean);

const count = (haystack: string, needle: string) => {
  let hits = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) hits += 1;
  return hits;
};

/** The text around the first hit, cut at word boundaries, with an ellipsis where it was cut. */
export function snippet(text: string, words: string[], length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const lower = normalise(text);
  const positions = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  const hit = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, Math.min(hit - Math.floor(length / 3), text.length - length));
  let end = start + length;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < hit) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, hit)) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export function searchDocuments(sources: readonly SearchSource[], keyword: string, lang: ServerLang): SearchHit[] {
  const words = keywordWords(keyword);
  if (words.length === 0) return [];
  const scored: Array<{ document: SearchDocument; score: number }> = [];
  for (const document of sources.flatMap((source) => source.documents(lang))) {
    const title = normalise(document.title);
    const text = normalise(document.text);
    if (!words.every((word) => title.includes(word) || text.includes(word))) continue;
    const score = words.reduce((sum, word) => sum + count(title, word) * 10 + count(text, word), 0);
    scored.push({ document, score });
  }
  scored.sort((a, b) => b.score - a.score || (b.document.date ?? '').localeCompare(a.document.date ?? ''));
  return scored.map(({ document }) => ({
    type: document.type,
    id: document.id,
    title: document.title,
    description: snippet(document.text, words),
    link: document.link,
    date: document.date ?? '',
  }));
}
