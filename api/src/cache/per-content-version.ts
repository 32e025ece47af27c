import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { ContentVersion } from './content-version';

/** A text document built from the content, with the strong ETag of its bytes. */
export interface BuiltDocument {
  body: string;
  etag: string;
}

/**
 * A document (sitemap, calendar feed) built from the content once per content version, and again
 * only after a CMS write (see trackContentVersion for the bound across instances). `keyOf` adds
 * what else the document depends on, such as today's date for "upcoming". Concurrent requests
 * share one build; the version is read before the data, so a write in between makes the document
 * stale for one request at most, never wrong for longer.
 */
export function perContentVersion(
  contentVersion: ContentVersion,
  build: () => Promise<string>,
  keyOf: () => string = () => '',
): () => Promise<BuiltDocument> {
  let built: { key: string; document: Promise<BuiltDocument> } | undefined;
  return async () => {
    const version = contentVersion.isFresh()
      ? contentVersion.known()
      : await contentVersion.refresh();
    const key = `${version}|${keyOf()}`;
    if (built?.key !== key) {
      const document = build().then((body) => ({
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      }));
      built = { key, document };
      // A failed build is not kept: the next request tries again.
      document.catch(() => {
        if (built?.document === document) built = undefined;
      });
    }
    return built.document;
  };
}

/** Answers with the document, or 304 when the client has these bytes already. */
export function sendDocument(ctx: Context, document: BuiltDocument, type: string): void {
  ctx.status = 200;
  ctx.type = type;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = document.etag;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = document.body;
}
