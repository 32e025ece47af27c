import { buildWebinarCreate, buildWebinarUpdate, type WebinarFormValues } from './webinar-payload';

const values: WebinarFormValues = {
  title: 'Living Presence: An Evening Inquiry',
  description: 'A talk.',
  presenter: 'Alia Morgan',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  thumbnailUrl: '',
  tags: ' presence,  inquiry ,,  ',
  year: 2025,
  month: 'May',
};

describe('webinar payloads', () => {
  it('creates with tags split on commas and a slug from the title', () => {
    const body = buildWebinarCreate(values);
    expect(body.tags).toEqual(['presence', 'inquiry']);
    expect(body.slug).toBe('living-presence-an-evening-inquiry');
  });

  it('updates with the edited tags, without the slug', () => {
    const body = buildWebinarUpdate(values);
    expect(body.tags).toEqual(['presence', 'inquiry']);
    expect(body).not.toHaveProperty('slug');
    expect(body.title).toBe(values.title);
  });
});
