// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetails } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { ArticleView } from './article-view';

const article = (over: Partial<ContentDetails> = {}): ContentDetails => ({
  id: '7',
  date: '2026-02-16',
  title: 'Beware of fake messages',
  description: 'We never ask for card details by message.',
  video_url: '',
  poster: '',
  img: '/sim-assets/news-security.svg',
  featured: false,
  category: '',
  category_label: '',
  charid_arm: 'a',
  charid_eng: 'e',
  charid_rus: 'r',
  body: '<p>Call us.</p><script>alert(1)</script><img src="/x.svg" onerror="alert(2)"><a href="javascript:alert(3)">Check</a><a href="/faq" onclick="alert(4)">FAQ</a>',
  ...over,
});

// jsdom (needed here: DOMPurify misbehaves in happy-dom) has no matchMedia, which Mantine reads.
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

describe('ArticleView', () => {
  it('renders the body of the content API inert: no script, no handlers, no javascript: address', async () => {
    const { container } = await renderWithApp(<ArticleView article={article()} back={null} />);
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Call us.');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('[href^="javascript:"]')).toBeNull();
    expect(body.querySelector('a[href="/faq"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beware of fake messages');
    expect(screen.getByText('16 February 2026')).toHaveAttribute('dateTime', '2026-02-16');
  });

  it('a video shows its poster; the player frame appears only after pressing play', async () => {
    const video = article({ body: '<p>3 minutes.</p>', video_url: 'https://www.youtube.com/watch?v=Sv3nAppa001', poster: '/p.svg' });
    const { container } = await renderWithApp(<ArticleView article={video} back={null} />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video "Beware of fake messages"' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Sv3nAppa001?autoplay=1&rel=0');
  });
});
