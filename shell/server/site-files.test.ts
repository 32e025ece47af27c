import { robotsTxt, siteUrlFrom } from './site-files.mjs';

const SITE = 'https://boulder.example.org';

describe('site files', () => {
  it('robots.txt keeps crawlers out of the dashboard and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('SITE_URL: defaults locally, is required in production, must be an address', () => {
    expect(siteUrlFrom(undefined, { production: false })).toEqual({
      siteUrl: 'http://localhost:3000',
    });
    expect(siteUrlFrom('https://example.org/', { production: true })).toEqual({
      siteUrl: 'https://example.org',
    });
    expect(siteUrlFrom(undefined, { production: true })).toHaveProperty('problem');
    expect(siteUrlFrom('example.org', { production: false })).toHaveProperty('problem');
  });
});
