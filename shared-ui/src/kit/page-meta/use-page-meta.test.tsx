import { renderHook } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

describe('usePageMeta', () => {
  it('sets the title and rewrites the meta description', () => {
    const { rerender } = renderHook(({ title }) => usePageMeta(title, `About ${title}`), {
      initialProps: { title: 'Events' },
    });
    expect(document.title).toBe('Events');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Events',
    );
    rerender({ title: 'Teachers' });
    expect(document.title).toBe('Teachers');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Teachers',
    );
  });
});
