import { useState } from 'react';
import styled from 'styled-components';
import { FlatironsArt } from '../flatirons-art';
import { useReplacedFocus } from '../replaced-focus';
import { useServerRendering } from '../server-rendering';
import { videoPageUrl, youTubeEmbedUrl, youTubeId } from './youtube.mjs';

/** The video's own thumbnail, when the URL is a YouTube one. */
export function videoThumbnail(url: string): string | undefined {
  const id = youTubeId(url);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : undefined;
}

function embedUrl(url: string): string {
  const base = youTubeEmbedUrl(url);
  return `${base}${base.includes('?') ? '&' : '?'}autoplay=1`;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.dusk};
  iframe,
  button,
  a,
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Play = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.scrim};
  cursor: pointer;
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.playButton};
    height: ${({ theme }) => theme.size.playButton};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentInk};
    font-size: ${({ theme }) => theme.fontSize.xl};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

/**
 * Click-to-load video: a poster and a play button; the player iframe (and its megabytes of script)
 * loads only after the visitor asks for it. Until the page's scripts run (and without them) the
 * play button is a link to the video's own page, where it plays without them.
 */
export interface VideoEmbedProps {
  /** An embed or watch URL (YouTube links play through youtube-nocookie). */
  url: string;
  /** Names the player and its play button. */
  title: string;
}

export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const scripted = !useServerRendering();
  const label = `Play video: ${title}`;
  // The player takes the play button's place, and its focus: the next Tab reaches its controls.
  const { target, within } = useReplacedFocus<HTMLIFrameElement>(playing);
  return (
    <Frame {...within}>
      {playing ? (
        <iframe
          ref={target}
          src={embedUrl(url)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          {/* The drawn Flatirons, not the host's thumbnail: nothing is requested from the video
              host (no tracking, no failed request offline) until the visitor presses play. */}
          <FlatironsArt />
          {scripted ? (
            <Play type="button" onClick={() => setPlaying(true)} aria-label={label}>
              <span aria-hidden="true">▶</span>
            </Play>
          ) : (
            <Play as="a" href={videoPageUrl(url)} aria-label={label}>
              <span aria-hidden="true">▶</span>
            </Play>
          )}
        </>
      )}
    </Frame>
  );
}
