import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';
import { useToastStore, type ToastMessage } from './toast-store';

/** Swiping a toast right past this many pixels dismisses it (SPEC §9). */
export const SWIPE_THRESHOLD_PX = 50;

// Centred over the sticky header's band, which holds only the site's links (and is backdrop while
// a dialog is open): a toast never covers the page's content, a table's buttons or a dialog's.
const Region = styled.section`
  position: fixed;
  z-index: 100;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  pointer-events: none;
  outline: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
  }
`;

/**
 * Where toasts appear: a live region there before any toast is, as screen readers need to
 * announce what is added to it (a region added with its text is often not read). Errors go in
 * an assertive one.
 */
const Live = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  touch-action: pan-y;
  width: min(100%, ${({ theme }) => theme.size.toast});
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  /* A title and a line of text fit the header's height. */
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ theme, $destructive }) =>
    $destructive
      ? css`
          background: ${theme.color.danger};
          color: ${theme.color.dangerInk};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.ink};
          border: ${theme.border.hairline} solid ${theme.color.line};
        `}
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-weight: 700;
`;

const Action = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: ${({ theme }) => theme.border.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Close = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  cursor: pointer;
`;

/** How to reach a toast's button in time: it is far from where the keyboard is. */
const reachHint = (label: string) => `Press F8 to reach ${label}.`;

/**
 * Where the focus goes as `event` takes it away: none is said when the window itself loses it
 * (another window, devtools), and it is then still where it was.
 */
const focusAfter = (event: FocusEvent) => event.relatedTarget ?? document.activeElement;

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  const startX = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Its clock stops while a pointer or the focus is on it (WCAG 2.2.1): someone reaching for
  // "Undo", or reading it, keeps it; it has the rest of its time after.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const hold = (by: 'pointer' | 'focus', on: boolean) =>
    setHeld((now) => (now[by] === on ? now : { ...now, [by]: on }));
  const left = useRef(toast.duration);

  useEffect(() => {
    if (held.pointer || held.focus) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held, toast.id, onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null || !ref.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    ref.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (dx > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else if (ref.current) ref.current.style.transform = '';
  };

  return (
    <Item
      ref={ref}
      $destructive={toast.variant === 'destructive'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => hold('focus', event.currentTarget.contains(focusAfter(event)))}
      // Escape puts it away, and the focus back where it came from (the Toaster's rule).
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(toast.id);
      }}
      tabIndex={-1}
      data-testid="toast"
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <p>{toast.description}</p>}
        {/* Its button is far from where the keyboard is: how to reach it in time. */}
        {toast.action && <VisuallyHidden> {reachHint(toast.action.label)}</VisuallyHidden>}
      </div>
      {toast.action && (
        <Action
          type="button"
          onClick={() => {
            onDismiss(toast.id);
            toast.action!.onPress();
          }}
        >
          {toast.action.label}
        </Action>
      )}
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}

/** Failures are said at once (assertive), the rest when the reader is free (polite). */
const LIVE = ['polite', 'assertive'] as const;
const liveOf = (toast: ToastMessage) => (toast.variant === 'destructive' ? 'assertive' : 'polite');

/**
 * The toasts' words again, for screen readers only, inside a modal dialog: the dialog hides the
 * rest of the page from them (aria-hidden), the toaster with it, so a failed save would go
 * unheard. Mounted with the dialog: its live regions are there before the toasts they announce,
 * and only toasts shown since it opened are in them.
 */
export function ToastEcho() {
  const [since] = useState(() => Math.max(0, ...useToastStore.getState().toasts.map((t) => t.id)));
  const toasts = useToastStore((state) => state.toasts).filter((t) => t.id > since);
  return (
    <VisuallyHidden as="div">
      {LIVE.map((live) => (
        <div key={live} aria-live={live} aria-atomic="true">
          {toasts
            .filter((t) => liveOf(t) === live)
            .map((t) => (
              <p key={t.id}>
                {t.description ? `${t.title}: ${t.description}` : t.title}
                {/* The dialog closes with its work done (a delete): Undo is then an F8 away. */}
                {t.action ? ` ${reachHint(t.action.label)}` : ''}
              </p>
            ))}
        </div>
      ))}
    </VisuallyHidden>
  );
}

/** The notification region. F8 moves focus to it (SPEC §9). Mount once, in the shell. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const regionRef = useRef<HTMLElement>(null);
  // Where the focus was before it came to the region (F8, or Tab to a toast's buttons), and
  // whether it is there: a toast that goes from under it (Undo, Dismiss, a newer toast) gives it
  // back, rather than leaving it at the page's start.
  const cameFrom = useRef<Element | null>(null);
  const inRegion = useRef(false);
  useEffect(() => {
    const region = regionRef.current;
    if (!inRegion.current || !region || region.contains(document.activeElement)) return;
    inRegion.current = false;
    const back = cameFrom.current;
    if (back instanceof HTMLElement) back.focus();
    // Gone, or no longer taking focus (disabled, hidden).
    if (document.activeElement !== back) region.focus();
  }, [toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        // The toast shown, whose clock then stops (its Undo is a Tab away); else the region.
        const shown = regionRef.current?.querySelector<HTMLElement>('[data-testid="toast"]');
        (shown ?? regionRef.current)?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region
      ref={regionRef}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      onFocus={(event) => {
        if (!inRegion.current) cameFrom.current = event.relatedTarget;
        inRegion.current = true;
      }}
      onBlur={(event) => {
        inRegion.current = event.currentTarget.contains(focusAfter(event));
      }}
    >
      {LIVE.map((live) => (
        <Live key={live} aria-live={live} aria-atomic="true" data-testid={`toasts-${live}`}>
          {toasts
            .filter((t) => liveOf(t) === live)
            .map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </Live>
      ))}
    </Region>
  );
}
