import { act, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Markdown, ServerMarkdownContext } from './markdown';
import { createMarkdownRenderer, renderMarkdown } from './render-markdown';
import { plainLines, stripMarkdown } from './strip-markdown';

/** Issue 14: an admin-written description that must render harmlessly. */
const HOSTILE =
  '<style>body{background:red}</style><div style="position:fixed;inset:0">x</div><form action="https://evil.example"><input name=password><button>Go</button></form>';

describe('renderMarkdown', () => {
  it('renders markdown to HTML', () => {
    expect(renderMarkdown('**Welcome** to the _path_')).toContain('<strong>Welcome</strong>');
  });

  it('strips scripts and event handlers', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script><img src="x.png" onerror="alert(2)">',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('drops javascript: links but keeps the allowed schemes', () => {
    const html = renderMarkdown(
      '[bad](javascript:alert(1)) [web](https://example.org) [mail](mailto:a@b.org) [chat](xmpp:a@b.org) [irc](ircs://irc.example.org/room) [data](data:text/html,hi)',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:a@b.org"');
    expect(html).toContain('href="xmpp:a@b.org"');
    expect(html).toContain('href="ircs://irc.example.org/room"');
  });

  it('keeps normal markdown: headings, lists, links, emphasis, code, quotes, tables', () => {
    const html = renderMarkdown(
      '## Schedule\n\n1. *first*\n2. **second** ~~gone~~\n\n- [site](/programs) `code`\n\n> quoted\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n![hall](/api/uploads/abc)',
    );
    expect(html).toContain('<h2>Schedule</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<em>first</em>');
    expect(html).toContain('<strong>second</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<a href="/programs">site</a>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<img src="/api/uploads/abc" alt="hall">');
  });

  it('renders hostile HTML as text at most: no style, form, input or button', () => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(HOSTILE);
    expect(container.querySelector('style, form, input, button, div, iframe')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.textContent).toBe('xGo');
  });

  it.each([
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<object data="x.swf"></object><embed src="x.swf">', 'object, embed'],
    ['<svg><a href="javascript:alert(1)">x</a></svg><math><mi>x</mi></math>', 'svg, math, a'],
    [
      '<p class="big" id="main" style="color:red" onclick="alert(1)">hi</p>',
      '[class], [id], [style], [onclick]',
    ],
    ['<a href="/x" target="_self">x</a>', '[target]'],
    [
      '<p data-action="delete" aria-hidden="true" aria-label="Sign in" name="cookie">hi</p>',
      '[data-action], [aria-hidden], [aria-label], [name]',
    ],
    ['<a href="/x" data-x="1" name="getElementById" id="root">x</a>', '[data-x], [name], [id]'],
    [
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
      'meta, base, link',
    ],
    ['<details open><summary>s</summary>d</details>', 'details, summary'],
  ])('drops %s', (source, selector) => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(source);
    expect(container.querySelector(selector)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    '/&#9;/evil.example/x',
    'ftp://example.org/file',
  ])('drops the link %s and keeps its text', (href) => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(`<a href="${href}">text</a>`);
    expect(container.querySelector('a[href]')).toBeNull();
    expect(container.textContent?.trim()).toBe('text');
  });

  it.each(['javascript:alert(1)', '//evil.example/x', '/\\/evil.example/x'])(
    'drops the markdown link (%s)',
    (href) => {
      const container = document.createElement('div');
      container.innerHTML = renderMarkdown(`[text](${href})`);
      expect(container.querySelector('a[href]')).toBeNull();
      expect(container.textContent?.trim()).toBe('text');
    },
  );

  it('keeps pictures from the web or this site only', () => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(
      '![a](https://example.org/a.png) ![b](/api/uploads/b) ![c](data:image/png;base64,AAAA) ![d](//evil.example/d.png)',
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://example.org/a.png',
      '/api/uploads/b',
      null,
      null,
    ]);
  });

  it('opens external links in a new tab without an opener, and says so to a screen reader', () => {
    const html = renderMarkdown('[web](https://example.org) [here](/events)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const [web, here] = container.querySelectorAll('a');
    expect(web).toHaveTextContent(/^web \(opens in a new tab\)$/);
    expect(web.querySelector('span')).toHaveClass('new-tab-note');
    expect(here).toHaveTextContent(/^here$/);
    // Markup of the source's own is no note: a span and its class are still dropped.
    expect(renderMarkdown('<span class="new-tab-note">x</span>')).not.toContain('span');
  });
});

describe('stripMarkdown', () => {
  it('keeps only the words for card previews', () => {
    expect(stripMarkdown('# Title\n\n**Bold** and _soft_ [link](https://x.org)\n- item')).toBe(
      'Title Bold and soft link item',
    );
  });

  it('leaves no stray bracket from a link whose address holds parentheses or a title', () => {
    expect(
      stripMarkdown(
        'Read about [presence](https://en.wikipedia.org/wiki/Presence_(philosophy)) first.',
      ),
    ).toBe('Read about presence first.');
    expect(stripMarkdown('![Flatirons](/img/a_(b).png "The Flatirons") and [x](<a b>).')).toBe(
      'Flatirons and x.',
    );
    expect(stripMarkdown('[site](https://x.org "Our site") (open daily)')).toBe(
      'site (open daily)',
    );
  });

  it('drops what the rendered markdown drops whole: style and script blocks, comments', () => {
    expect(stripMarkdown(HOSTILE)).toBe('x Go');
    expect(stripMarkdown('a <script>\nalert(1)\n</script> b <!-- note\nhidden --> c')).toBe(
      'a b c',
    );
  });
});

describe('plainLines', () => {
  it('drops hidden blocks that span lines', () => {
    expect(plainLines('Before\n\n<style>\nbody { color: red }\n</style>\n\nAfter')).toBe(
      'Before\n\nAfter',
    );
  });

  it('keeps the lines and paragraph breaks of the formatted text, without the markup', () => {
    expect(plainLines('# Title\n\n**Bold** [link](https://x.org)\n\n\n\n- one\n- two\n')).toBe(
      'Title\n\nBold link\n\none\ntwo',
    );
  });
});

describe('Markdown', () => {
  it('shows the words at once as plain text, then the formatting', async () => {
    const { container } = renderWithTheme(<Markdown source={'Some **bold** words\n\n- an item'} />);
    expect(container).toHaveTextContent('Some bold words an item');
    expect(container.querySelector('strong')).toBeNull();
    expect(await screen.findByText('bold', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('an item');
  });

  it('renders sanitised markdown into the page', async () => {
    const { container } = renderWithTheme(
      <Markdown
        source={
          '## Schedule\n\n[Register](https://example.org) [bad](javascript:alert(1))<script>alert(1)</script>'
        }
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a hostile description as harmless text, before and after the formatting', async () => {
    const { container } = renderWithTheme(<Markdown source={`## Notes\n\n${HOSTILE}`} />);
    expect(container).toHaveTextContent('Notes x Go');
    expect(container).not.toHaveTextContent('background');
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(container.querySelector('style, form, input, button, [style]')).toBeNull();
    expect(container).not.toHaveTextContent('background');
  });

  it('keeps the server’s formatting when hydrating, and renders a new source itself', async () => {
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <ServerMarkdownContext.Provider value={createMarkdownRenderer(DOMPurify)}>
          <Markdown source="Some **bold** words" />
        </ServerMarkdownContext.Provider>
      </ThemeProvider>,
    );
    document.body.append(container);
    const serverBold = container.querySelector('strong');
    expect(serverBold).toHaveTextContent('bold');

    const inBrowser = (source: string) => (
      <ThemeProvider theme={theme}>
        <Markdown source={source} />
      </ThemeProvider>
    );
    const root = await act(async () => hydrateRoot(container, inBrowser('Some **bold** words')));
    // Hydrated (React's props are on the holder), the same elements, no hydration warning.
    const holder = container.querySelector('div')!;
    expect(Object.keys(holder).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    expect(container.querySelector('strong')).toBe(serverBold);
    expect(holder.innerHTML).toBe('<p>Some <strong>bold</strong> words</p>\n');
    expect(errors).not.toHaveBeenCalled();

    await act(async () => root.render(inBrowser('Other _soft_ words')));
    expect(container).toHaveTextContent('Other soft words');
    expect(await screen.findByText('soft', { selector: 'em' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toBeNull();
    errors.mockRestore();
    root.unmount();
    container.remove();
  });
});
