import { lazy, Suspense } from 'react';
import type { MenuProps } from './menu-view';

// Menus need react-aria's overlay code (about 20 KB gzip): it loads only where a menu is shown.
const MenuView = lazy(() => import('./menu-view'));

/** A button that opens a list of actions (arrow keys move, Enter chooses, Escape closes). */
export function Menu(props: MenuProps) {
  return (
    <Suspense fallback={null}>
      <MenuView {...props} />
    </Suspense>
  );
}
