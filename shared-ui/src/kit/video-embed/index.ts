export { VideoEmbed, videoThumbnail, youTubeId } from './video-embed';
export type { VideoEmbedProps } from './video-embed';
