// @vitest-environment jsdom
// happy-dom parses HTML differently from browsers and breaks DOMPurify; the sanitiser is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (content HTML is rendered inert)', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><b>ok</b>', '<b>ok</b>'],
    ['<p style="position:fixed">styled</p>', '<p>styled</p>'],
    ['<form action="/steal"><input name="a"></form>text', 'text'],
    ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['<img/onerror=alert(1) src="x.png">', '<img src="x.png">'],
    ['<a href="/faq" ONCLICK=\'alert(1)\' title="x">onclick=text</a>', '<a href="/faq" title="x">onclick=text</a>'],
    ['<p>Say onload="hi" here</p>', '<p>Say onload="hi" here</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps ordinary content and safe links', () => {
    const html = '<h3>Title</h3><ul><li><a href="https://example.am/a">a</a></li><li><a href="/news">b</a></li><li><a href="tel:+37410500010">c</a></li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeHtml('<a href="https://example.am" target="_blank">x</a>')).toBe('<a href="https://example.am" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('treats empty input as empty', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
