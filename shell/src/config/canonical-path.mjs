// Every page's path is lower case: the spec's routes and the slugs in them (SPEC §5: lower-case
// letters, digits and hyphens). A path written otherwise is the same page, moved for good to its
// one address (for caches, search engines and shared links). Plain JavaScript so the shell server
// (which redirects) and the browser router (which replaces the address) share the one rule.

/**
 * `pathname` as a browser resolves it (`..`, `%2e%2e` and `\` resolved), with its letters in lower
 * case (percent-escapes are left as they are) and one leading slash: "//host" or "/\host" would
 * name another site to a browser told to go there. The server routes, caches and renders this one
 * path, never a raw one that would resolve to another page.
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  // Slashes folded after resolving too: "/a/%2e%2e//host" resolves to "//host".
  const resolved = new URL(pathname.replace(/^[/\\]+/, '/'), 'http://site.invalid').pathname;
  return resolved
    .replace(/^\/+/, '/')
    .replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
}
