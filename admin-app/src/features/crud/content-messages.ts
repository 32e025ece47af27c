import { capitalised } from '@da-boulder/contracts';

/** The success and failure texts of SPEC §8 for one kind of content. */
export interface ContentMessages {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

export function contentMessages(noun: string): ContentMessages {
  const title = capitalised(noun);
  return {
    created: `${title} created successfully`,
    updated: `${title} updated successfully`,
    deleted: `${title} deleted successfully`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
  };
}
