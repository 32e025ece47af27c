import { renderHook } from '@testing-library/react';
import { ADMIN_HEADS, pageTitle, type PageHead } from './page-heads';
import { usePageHead } from './use-page-head';

describe('usePageHead', () => {
  it('keeps the page’s title, description and noindex, and leaves the head alone while loading', () => {
    document.title = 'Written by the server';
    const { rerender } = renderHook(({ head }) => usePageHead(head), {
      initialProps: { head: undefined as PageHead | undefined },
    });
    expect(document.title).toBe('Written by the server');

    rerender({ head: ADMIN_HEADS.login });
    expect(document.title).toBe('Admin Login | Diamond Approach Boulder');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const about = { title: pageTitle('About'), description: 'What the chapter is.' };
    rerender({ head: about });
    expect(document.title).toBe('About | Diamond Approach Boulder');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      about.description,
    );
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
