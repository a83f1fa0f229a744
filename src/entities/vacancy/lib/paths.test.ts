import { describe, expect, it } from 'vitest';
import { isVacancyId, shareableVacancyPath, shareSlugToTitle, titleToShareSlug, vacancyPath } from './paths';

describe('vacancy paths', () => {
  it.each([
    ['101', true],
    ['0', true],
    ['Ապահովագրական_վաճառքի_մենեջեր', false],
    ['101a', false],
    ['', false],
  ])('isVacancyId(%s) → %s', (segment, expected) => expect(isVacancyId(segment)).toBe(expected));

  it('the detail path', () => expect(vacancyPath('101')).toBe('/company/about/newteam/101'));

  it('the shareable link is the Armenian title with underscores, and back', () => {
    expect(titleToShareSlug(' Ապահովագրական վաճառքի  մենեջեր ')).toBe('Ապահովագրական_վաճառքի_մենեջեր');
    expect(shareableVacancyPath('Frontend ծրագրավորող (React)')).toBe('/company/about/newteam/Frontend_ծրագրավորող_(React)');
    expect(shareSlugToTitle('Ապահովագրական_վաճառքի_մենեջեր')).toBe('Ապահովագրական վաճառքի մենեջեր');
  });
});
