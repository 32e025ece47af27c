export { Menu } from './menu';
export type { MenuProps, MenuItemData } from './menu-view';
