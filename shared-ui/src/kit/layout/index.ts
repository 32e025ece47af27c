export { Container, Section } from './layout';
export type { SectionTone } from './layout';
