import { renderHook } from '@testing-library/react';
import { eventHead, NOT_FOUND_HEAD, PAGE_HEADS, summary, type PageHead } from './page-heads.mjs';
import { usePageHead } from './use-page-head';

describe('usePageHead', () => {
  it('keeps the page’s title, description and noindex, and leaves the head alone while loading', () => {
    document.title = 'Written by the server';
    const { rerender } = renderHook(({ head }) => usePageHead(head), {
      initialProps: { head: undefined as PageHead | undefined },
    });
    expect(document.title).toBe('Written by the server');

    rerender({ head: NOT_FOUND_HEAD });
    expect(document.title).toBe('Page Not Found | Diamond Approach Boulder');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    rerender({ head: PAGE_HEADS['/about'] });
    expect(document.title).toBe('About the Diamond Approach | Diamond Approach Boulder');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      PAGE_HEADS['/about'].description,
    );
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('page heads', () => {
  it('titles every page "{title} | Diamond Approach Boulder"', () => {
    for (const head of Object.values(PAGE_HEADS)) {
      expect(head.title).toMatch(/^.+ \| Diamond Approach Boulder$/);
      expect(head.description.length).toBeGreaterThan(20);
    }
    expect(eventHead({ title: 'Sunday Meditation', introText: '', description: '' })).toEqual({
      title: 'Sunday Meditation | Diamond Approach Boulder',
      description: 'Sunday Meditation: an event of Diamond Approach Boulder.',
    });
  });

  it('describes with plain text cut on a word', () => {
    expect(summary('Join us **every Sunday** for [meditation](https://x.org/a_(b)).')).toBe(
      'Join us every Sunday for meditation.',
    );
    const long = summary('word '.repeat(60), 30);
    expect(long).toBe('word word word word word…');
    expect(long.length).toBeLessThanOrEqual(30);
  });
});
