// Which remote owns a path. Plain JavaScript so the shell server (Node, no build step) and the
// browser router share the one rule.

/**
 * /login and /admin belong to the admin-app remote; every other path to the public site.
 * @param {string} pathname
 * @returns {import('./remotes').RemoteName}
 */
export function remoteForPath(pathname) {
  return /^\/(login|admin)(\/|$)/.test(pathname) ? 'admin_app' : 'public_site';
}
