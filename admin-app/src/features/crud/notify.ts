import { ApiError, toast } from '@da-boulder/shared-ui';

/**
 * The success toast of SPEC §8: title 'Success', the entity-specific text, and a button to undo it
 * when there is a way back (a delete, from the trash).
 */
export function notifySuccess(description: string, undo?: () => void): void {
  toast({ title: 'Success', description, action: undo && { label: 'Undo', onPress: undo } });
}

/** The error toast of SPEC §8: title 'Error', the server's message or the fallback text. */
export function notifyFailure(error: unknown, fallback: string): void {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: 'Error', description: serverMessage || fallback, variant: 'destructive' });
}
