import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { serverRendered } from '../../testing/server-rendered';
import { VideoEmbed, videoThumbnail } from './video-embed';

describe('VideoEmbed', () => {
  it('loads the player only after the visitor presses play', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(
      <VideoEmbed url="https://www.youtube.com/embed/dQw4w9WgXcQ" title="An introduction" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing from the video host before play: the poster is drawn, not the host's thumbnail.
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: An introduction' }));
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('title', 'An introduction');
    // The player takes the button's place, and its focus: the next Tab reaches its controls.
    expect(iframe).toHaveFocus();
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('is a link to the video’s page as the server sends it, and the player’s button once hydrated', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = serverRendered(
      <VideoEmbed url="https://www.youtube.com/embed/dQw4w9WgXcQ" title="An introduction" />,
    );
    // Read without scripts: the video plays on its own page.
    expect(screen.getByRole('link', { name: 'Play video: An introduction' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await page.hydrate();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Play video: An introduction' }));
    expect(page.container.querySelector('iframe')).toHaveAttribute('title', 'An introduction');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    page.container.remove();
  });

  it('derives the thumbnail from YouTube links only', () => {
    expect(videoThumbnail('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(videoThumbnail('https://vimeo.com/123')).toBeUndefined();
  });
});
