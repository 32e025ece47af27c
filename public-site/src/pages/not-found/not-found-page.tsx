import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, usePageHead, NOT_FOUND_HEAD } from '@da-boulder/shared-ui';
import { MissingContent } from '../../layout/missing-content';

const Hint = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.space.md} ${(p) => p.theme.space.xxl};
  text-align: center;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.inkMuted};

  code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    overflow-wrap: anywhere;
  }
`;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageHead(NOT_FOUND_HEAD);
  return (
    <>
      <MissingContent
        title="404 Page Not Found"
        description="The page you were looking for isn't here. It may have moved, or the link may be mistyped."
        action={<ButtonLink to="/">Return Home</ButtonLink>}
      />
      <Hint role="note">
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </Hint>
    </>
  );
}
