/**
 * A raw mail's body as written, undoing quoted-printable's soft breaks and escapes (a run of them
 * is one UTF-8 text: "→" is three): for the tests that read mail, over SMTP or from .eml files.
 * Plain JavaScript, so jest's API tests and Playwright's ESM journeys both import it.
 * @param {string} raw
 * @returns {string}
 */
export const mailText = (raw) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
