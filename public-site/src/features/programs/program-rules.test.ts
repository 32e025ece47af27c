import { programAnchor } from './program-rules';

describe('programAnchor', () => {
  it('is the part of the linkUrl after "#"', () => {
    expect(programAnchor('/programs#ongoing-groups')).toBe('ongoing-groups');
    expect(programAnchor('/events')).toBeUndefined();
    expect(programAnchor('/programs#')).toBeUndefined();
    expect(programAnchor(undefined)).toBeUndefined();
  });
});
