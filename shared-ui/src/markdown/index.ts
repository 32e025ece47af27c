export { Markdown, preloadMarkdown } from './markdown';
export { stripMarkdown } from './strip-markdown';
