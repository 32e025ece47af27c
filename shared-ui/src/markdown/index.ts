export { Markdown } from './markdown';
export { plainLines, stripMarkdown } from './strip-markdown';
