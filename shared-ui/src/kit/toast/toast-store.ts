import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays visible, in ms (SPEC §9: 5000). */
  duration?: number;
  /** A button in the toast that does something about it ("Undo"); pressing it dismisses it. */
  action?: { label: string; onPress: () => void };
}

export interface ToastMessage extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastInput['action'];
}

/** SPEC §9: at most one toast at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  toasts: ToastMessage[];
  add: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  add: (input) => {
    const id = nextId++;
    const toast: ToastMessage = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      action: input.action,
    };
    // The newest toast replaces older ones beyond the limit.
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast: `toast({ title, description, variant })`. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().add(input);
}
