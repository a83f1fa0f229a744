import { plainText, type ServerLang } from '../../lib/content';
import { BLOG_POSTS } from '../blog/fixtures';
import { CUSTOMER_STORIES } from '../customers/fixtures';
import { FAQ_ENTRIES } from '../faq/fixtures';
import { NEWS_ENTRIES } from '../news/fixtures';

/**
 * What /search/ searches. Each domain contributes a source: the documents it has in one language.
 * To make another domain searchable (products, about pages, vacancies), write its source next to its
 * fixtures and append it to SEARCH_SOURCES below; the endpoint and the app need no change (the app
 * lists unknown types under "More results" until it names them).
 */
export interface SearchDocument {
  /** The result type the app groups by: 'news', 'blog', 'customers', 'faq', 'products', 'about'… */
  type: string;
  id: string | number;
  title: string;
  /** Plain text searched and quoted in the snippet (no HTML). */
  text: string;
  /** Language-free site path of the result in this language. */
  link: string;
  /** ISO date, when the document has one. */
  date?: string;
}

export interface SearchSource {
  type: string;
  documents: (lang: ServerLang) => SearchDocument[];
}

const newsSource: SearchSource = {
  type: 'news',
  documents: (lang) =>
    NEWS_ENTRIES.map((entry) => ({
      type: 'news',
      id: entry.id,
      title: entry.title[lang],
      text: `${entry.description[lang]} ${plainText(entry.body[lang])}`,
      link: `/news/${entry.slug[lang]}`,
      date: entry.date,
    })),
};

const blogSource: SearchSource = {
  type: 'blog',
  documents: (lang) =>
    BLOG_POSTS.map((entry) => ({
      type: 'blog',
      id: entry.id,
      title: entry.title[lang],
      text: `${entry.description[lang]} ${plainText(entry.body[lang])}`,
      link: `/blog/${entry.slug[lang]}`,
      date: entry.date,
    })),
};

const customerStorySource: SearchSource = {
  type: 'customers',
  documents: (lang) =>
    CUSTOMER_STORIES.map((entry) => ({
      type: 'customers',
      id: entry.id,
      title: `${entry.company[lang]}: ${entry.title[lang]}`,
      text: `${entry.description[lang]} ${plainText(entry.body[lang])} ${entry.quote.text[lang]}`,
      link: `/customers/${entry.slug[lang]}`,
      date: entry.date,
    })),
};

const faqSource: SearchSource = {
  type: 'faq',
  documents: (lang) =>
    FAQ_ENTRIES.map((entry) => ({
      type: 'faq',
      id: entry.id,
      title: entry.question[lang],
      text: plainText(entry.answer[lang]),
      link: `/faq?category=${entry.category}#faq-${entry.id}`,
    })),
};

/** Every searchable domain. Append new sources here. */
export const SEARCH_SOURCES: SearchSource[] = [newsSource, blogSource, customerStorySource, faqSource];
