import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Markdown } from './markdown';
import { renderMarkdown } from './render-markdown';
import { plainLines, stripMarkdown } from './strip-markdown';

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

  it('opens external links in a new tab without an opener', () => {
    const html = renderMarkdown('[web](https://example.org)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('stripMarkdown', () => {
  it('keeps only the words for card previews', () => {
    expect(stripMarkdown('# Title\n\n**Bold** and _soft_ [link](https://x.org)\n- item')).toBe(
      'Title Bold and soft link item',
    );
  });
});

describe('plainLines', () => {
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
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
