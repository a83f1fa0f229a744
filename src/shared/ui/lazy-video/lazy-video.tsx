import { useLingui } from '@lingui/react/macro';
import { AspectRatio } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { toEmbedUrl } from './embed-url';
import classes from './lazy-video.module.css';
import '@mantine/core/styles/AspectRatio.css';

export interface LazyVideoProps {
  /** The video's page (YouTube, Vimeo). */
  url: string;
  poster: string;
  title: string;
}

/**
 * A video that costs nothing until it is wanted: a poster with a play button; the provider's player
 * (a third-party iframe, cookie-less where the provider offers it) is created only when the visitor
 * presses play. A video of an unknown provider opens its page in a new tab instead.
 */
export function LazyVideo({ url, poster, title }: LazyVideoProps) {
  const { t } = useLingui();
  // Pure view state (poster or player), nothing the rest of the product needs to know.
  const [playing, setPlaying] = useState(false);
  const embed = toEmbedUrl(url);

  if (playing && embed) {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          className={classes.frame}
          src={embed}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-player"
        />
      </AspectRatio>
    );
  }

  const face = (
    <AspectRatio ratio={16 / 9}>
      <img src={poster} alt="" loading="lazy" />
      <span className={classes.play} aria-hidden="true">
        <IconPlayerPlayFilled size={28} />
      </span>
    </AspectRatio>
  );

  if (!embed) {
    return (
      <a className={classes.poster} href={url} target="_blank" rel="noopener noreferrer" aria-label={t`Watch the video "${title}" (opens in a new tab)`}>
        {face}
      </a>
    );
  }
  return (
    <button type="button" className={classes.poster} onClick={() => setPlaying(true)} aria-label={t`Play the video "${title}"`}>
      {face}
    </button>
  );
}
