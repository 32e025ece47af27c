export { truncate, firstSentence, clampLines } from './text';
