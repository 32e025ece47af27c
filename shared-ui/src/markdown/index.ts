export { Markdown, ServerMarkdownContext } from './markdown';
export { plainLines, stripMarkdown } from './strip-markdown';
