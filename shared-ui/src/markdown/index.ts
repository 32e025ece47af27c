export { Markdown } from './markdown';
export { stripMarkdown } from './strip-markdown';
