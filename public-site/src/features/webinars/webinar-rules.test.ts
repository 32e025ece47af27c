import { makeWebinar } from '@da-boulder/contracts/factories';
import { defaultWebinarYear, groupWebinarsByYear, webinarThumbnail } from './webinar-rules';

describe('webinar rules', () => {
  it('groups by year, newest year first', () => {
    const groups = groupWebinarsByYear([
      makeWebinar({ id: 'a', year: 2023 }),
      makeWebinar({ id: 'b', year: 2025 }),
      makeWebinar({ id: 'c', year: 2024 }),
      makeWebinar({ id: 'd', year: 2025 }),
    ]);
    expect(groups.map((group) => group.year)).toEqual([2025, 2024, 2023]);
    expect(groups[0].webinars.map((webinar) => webinar.id)).toEqual(['b', 'd']);
  });

  it('selects 2025 by default, else the first year', () => {
    expect(defaultWebinarYear([2026, 2025, 2024])).toBe(2025);
    expect(defaultWebinarYear([2024, 2023])).toBe(2024);
    expect(defaultWebinarYear([])).toBeUndefined();
  });

  it('uses the thumbnail, else the video thumbnail, else nothing (placeholder)', () => {
    expect(
      webinarThumbnail({ thumbnailUrl: '/t.jpg', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toBe('/t.jpg');
    expect(webinarThumbnail({ thumbnailUrl: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(webinarThumbnail({ thumbnailUrl: '', videoUrl: '' })).toBeUndefined();
  });
});
