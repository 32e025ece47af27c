import { lazy, Suspense, useEffect } from 'react';
import type { DialogProps } from './dialog-view';

// @reach/dialog and its focus lock load only on pages that have a dialog, and only once the
// visitor starts to interact (a press or a key comes before the click that opens a dialog), so
// they are not part of the first view.
const loadDialogView = () => import('./dialog-view');
const DialogView = lazy(loadDialogView);
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/**
 * A modal dialog: labelled by its title, focus trapped inside and restored to the opener on close;
 * Escape, the 'Close' button or a click on the backdrop dismisses it.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => {
    const load = () => void loadDialogView();
    for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { once: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load);
    };
  }, []);
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
