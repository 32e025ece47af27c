export { truncate, truncateAtWord, firstSentence, clampLines } from './text';
