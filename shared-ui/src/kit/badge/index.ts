export { Badge } from './badge';
export type { BadgeTone } from './badge';
