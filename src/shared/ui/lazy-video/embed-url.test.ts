import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './embed-url';

describe('video player addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Sv3nAppa001', 'https://www.youtube-nocookie.com/embed/Sv3nAppa001?autoplay=1&rel=0'],
    ['https://youtu.be/Sv3nAppa001', 'https://www.youtube-nocookie.com/embed/Sv3nAppa001?autoplay=1&rel=0'],
    ['https://m.youtube.com/watch?v=Sv3nAppa001&t=30', 'https://www.youtube-nocookie.com/embed/Sv3nAppa001?autoplay=1&rel=0'],
    ['https://www.youtube.com/embed/Sv3nAppa001', 'https://www.youtube-nocookie.com/embed/Sv3nAppa001?autoplay=1&rel=0'],
    ['https://vimeo.com/870012345', 'https://player.vimeo.com/video/870012345?autoplay=1&dnt=1'],
  ])('%s plays as %s', (page, player) => {
    expect(toEmbedUrl(page)).toBe(player);
  });

  it.each([
    ['http://www.youtube.com/watch?v=Sv3nAppa001'],
    ['javascript:alert(1)'],
    ['https://evil.example/watch?v=Sv3nAppa001'],
    ['https://www.youtube.com/watch?v=bad"id<script>'],
    ['https://vimeo.com/channels/staff'],
    ['not a url'],
    [''],
  ])('%s is not embedded', (page) => {
    expect(toEmbedUrl(page)).toBeNull();
  });
});
