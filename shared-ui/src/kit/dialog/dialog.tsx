import { lazy, Suspense, useEffect } from 'react';
import type { DialogProps } from './dialog-view';

// @reach/dialog and its focus lock load only on pages that have a dialog, after first paint.
const loadDialogView = () => import('./dialog-view');
const DialogView = lazy(loadDialogView);

/**
 * A modal dialog: labelled by its title, focus trapped inside and restored to the opener on close;
 * Escape, the 'Close' button or a click on the backdrop dismisses it.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => {
    void loadDialogView();
  }, []);
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
