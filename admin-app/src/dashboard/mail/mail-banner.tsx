import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import type { MailOverview } from '@da-boulder/contracts';
import { Button } from '@da-boulder/shared-ui';
import { MailListDialog } from './mail-list-dialog';
import { MAIL_KEY, mailProblem, type MailProblem } from './mail-problem';

/** The dashboard's address with the unsent mail open, so the attention strip can link to it. */
export const UNSENT_MAIL_QUERY = 'mail=unsent';
const [MAIL_PARAM, UNSENT] = UNSENT_MAIL_QUERY.split('=');

/** How often the dashboard looks at the outbox (and whenever the window gets focus again). */
export const MAIL_POLL_MS = 60_000;

const Banner = styled.div<{ $kind: MailProblem['kind'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-left: 6px solid
    ${({ theme, $kind }) => ($kind === 'failed' ? theme.color.danger : theme.color.accent)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  p {
    margin: 0;
    flex: 1 1 16rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Says so at the top of the dashboard when mail could not be sent or waits too long, with the
 * mail list a click away (and at `?mail=unsent`). Nothing shows while all is well (or the outbox cannot be read).
 */
export function MailBanner() {
  const { data } = useSWR<MailOverview>(MAIL_KEY, {
    refreshInterval: MAIL_POLL_MS,
    revalidateOnFocus: true,
    revalidateOnMount: true,
  });
  const [params, setParams] = useSearchParams();
  const showMail = params.get(MAIL_PARAM) === UNSENT;
  const setShowMail = (show: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (show) next.set(MAIL_PARAM, UNSENT);
      else next.delete(MAIL_PARAM);
      return next;
    });
  const problem = data ? mailProblem(data) : null;

  return (
    <>
      {/* Always there, so a problem that appears while the page is open is announced. */}
      <div role="status">
        {problem && (
          <Banner $kind={problem.kind}>
            <p>{problem.text}</p>
            <Button variant="secondary" size="sm" onClick={() => setShowMail(true)}>
              Show unsent mail
            </Button>
          </Banner>
        )}
      </div>
      <MailListDialog isOpen={showMail} onDismiss={() => setShowMail(false)} />
    </>
  );
}
