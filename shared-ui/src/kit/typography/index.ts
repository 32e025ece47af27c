export { Heading, Text } from './typography';
export type { HeadingProps, HeadingLevel, TextProps } from './typography';
