import { contentMessages } from './content-messages';

describe('contentMessages', () => {
  it('gives the SPEC §8 texts for an entity', () => {
    expect(contentMessages('event')).toEqual({
      created: 'Event created successfully',
      updated: 'Event updated successfully',
      deleted: 'Event deleted successfully',
      createFailed: 'Failed to create event',
      updateFailed: 'Failed to update event',
      deleteFailed: 'Failed to delete event',
    });
    expect(contentMessages('newsletter').createFailed).toBe('Failed to create newsletter');
  });
});
