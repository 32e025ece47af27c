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
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    created: `${capitalised} created successfully`,
    updated: `${capitalised} updated successfully`,
    deleted: `${capitalised} deleted successfully`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
  };
}
