export { FlatironsArt } from './flatirons-art';
