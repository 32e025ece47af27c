export { VideoEmbed, videoThumbnail } from './video-embed';
export { youTubeId } from './youtube.mjs';
