/**
 * Vacancy addresses (public-site.md §2): `/company/about/{about_char_id}/{vacancies_id}` is the detail;
 * `/company/about/newteam/{title_with_underscores}` is the shareable link, made from the Armenian title.
 * The two share a shape, so the last segment decides: digits are an id, anything else a title.
 */
export const VACANCIES_SECTION = 'newteam';

export const isVacancyId = (segment: string) => /^\d+$/.test(segment);

export const vacancyPath = (id: string, section: string = VACANCIES_SECTION) => `/company/about/${section}/${id}`;

/** Spaces become underscores; the rest of the Armenian title stays as it is (the browser encodes it). */
export const titleToShareSlug = (title: string) => title.trim().replace(/\s+/g, '_');

export const shareSlugToTitle = (slug: string) => slug.replace(/_+/g, ' ').trim();

export const shareableVacancyPath = (titleHy: string) => `/company/about/${VACANCIES_SECTION}/${titleToShareSlug(titleHy)}`;
