/**
 * The player address of a video page, for the providers the product embeds; null for anything else
 * (the card then links to the page instead). Only https, only known hosts, only a clean video id:
 * the address is built here, never taken from the content as it is.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

export function toEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  let youtube: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
  } else if (host === 'youtu.be') {
    youtube = url.pathname.slice(1).split('/')[0] ?? null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null;
  }
  return null;
}
