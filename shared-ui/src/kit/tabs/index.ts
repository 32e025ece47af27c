export { Tabs } from './tabs';
export type { TabsProps, TabItem } from './tabs-styles';
