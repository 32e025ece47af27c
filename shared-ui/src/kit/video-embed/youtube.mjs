// Plain JavaScript: the shell's server reads it too (a webinar page's structured data).

/**
 * The YouTube video id of an embed, watch or short link, if it is one.
 * @param {string} url
 */
export function youTubeId(url) {
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(
      url,
    );
  return match?.[1];
}

/**
 * The privacy-friendly embed address of a YouTube link (no cookies until the visitor presses
 * play); any other address as it is.
 * @param {string} url
 */
export function youTubeEmbedUrl(url) {
  const id = youTubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : url;
}

/**
 * The page a visitor watches the video on without the embedded player (a YouTube link's watch
 * page); any other address as it is.
 * @param {string} url
 */
export function videoPageUrl(url) {
  const id = youTubeId(url);
  return id ? `https://www.youtube.com/watch?v=${id}` : url;
}
