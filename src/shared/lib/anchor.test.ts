import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX } from '@/shared/config';
import { anchorScrollTop, findAnchor, isInPageAnchor, parseHash, scrollMotion, scrollToAnchor, tabFromHash } from './anchor';

describe('parseHash', () => {
  it.each([
    ['#vacancies', 'vacancies'],
    ['vacancies', 'vacancies'],
    ['#financial-statements', 'financial-statements'],
    ['#%D5%A9', 'թ'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (hash, anchor) => expect(parseHash(hash)).toBe(anchor));
});

describe('tabFromHash', () => {
  const tabs = ['annual-reports', 'financial-statements', 'licences'];
  it.each([
    ['#financial-statements', 'financial-statements'],
    ['#licences', 'licences'],
    ['', 'annual-reports'],
    ['#unknown', 'annual-reports'],
    ['#Licences', 'annual-reports'],
  ])('%s → %s', (hash, tab) => expect(tabFromHash(hash, tabs)).toBe(tab));
  it('no tabs → null', () => expect(tabFromHash('#x', [])).toBeNull());
});

describe('anchorScrollTop (80 px below the top, for the fixed header)', () => {
  it('uses the spec offset by default', () => expect(ANCHOR_SCROLL_OFFSET_PX).toBe(80));
  it.each([
    [{ elementTop: 500, scrollY: 0 }, 420],
    [{ elementTop: 200, scrollY: 1000 }, 1120],
    [{ elementTop: -300, scrollY: 1000 }, 620],
    [{ elementTop: 40, scrollY: 0 }, 0],
    [{ elementTop: 500.6, scrollY: 0 }, 421],
    [{ elementTop: 500, scrollY: 0, offset: 0 }, 500],
  ])('%o → %d', (input, top) => expect(anchorScrollTop(input)).toBe(top));
});

describe('anchors', () => {
  it('in-page anchors are "#name"', () => {
    expect(isInPageAnchor('#apply')).toBe(true);
    expect(isInPageAnchor('#')).toBe(false);
    expect(isInPageAnchor('/company/about/newteam#vacancies')).toBe(false);
  });

  it('finds an element by id, else by a data-anchors token', () => {
    document.body.innerHTML = '<div id="apply">a</div><section data-anchors="vacancies why-sevan">t</section>';
    expect(findAnchor(document, 'apply')?.textContent).toBe('a');
    expect(findAnchor(document, 'why-sevan')?.tagName).toBe('SECTION');
    expect(findAnchor(document, 'vacancies')?.tagName).toBe('SECTION');
    expect(findAnchor(document, 'nope')).toBeNull();
  });
});

describe('scrolling and reduced motion', () => {
  const motion = (reduce: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is smooth by default and at once when the device asks for reduced motion', () => {
    motion(false);
    expect(scrollMotion()).toBe('smooth');
    motion(true);
    expect(scrollMotion()).toBe('auto');
  });

  it('scrollToAnchor follows it, and an explicit behaviour wins', () => {
    document.body.innerHTML = '<section id="apply"></section>';
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    motion(true);
    expect(scrollToAnchor('apply')).toBe(true);
    expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
    motion(false);
    scrollToAnchor('apply');
    expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    scrollToAnchor('apply', { behavior: 'instant' });
    expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });
});
