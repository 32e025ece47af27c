import { useLocation } from 'react-router-dom';
import { Button, ButtonLook, useServerRendering, useSiteOrigin } from '@da-boulder/shared-ui';

/** The Clipboard API where it is allowed; otherwise the older copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/**
 * Shares the current page: the native share sheet where there is one, otherwise the link is
 * copied and the visitor told so (SPEC §8). Until the page's scripts run (and without them) it is
 * a link that shares the page by mail, which needs none.
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const scripted = !useServerRendering();
  const pageUrl = `${useSiteOrigin()}${useLocation().pathname}`;

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to do.
      }
      return;
    }
    if (await copyText(url)) window.alert('Link copied to clipboard!');
    else window.prompt('Copy this link:', url);
  }

  if (!scripted) {
    // RFC 6068: a mailto's fields are percent-encoded (a `+` would stay a plus).
    const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(pageUrl)}`;
    return (
      <ButtonLook as="a" href={mail} $variant="secondary" $size="md">
        Share
      </ButtonLook>
    );
  }
  return (
    <Button variant="secondary" onClick={share}>
      Share
    </Button>
  );
}
