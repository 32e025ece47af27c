import styled from 'styled-components';
import type { PostedForm } from './site-form';

const Summary = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.space.xxs} solid ${theme.color.danger}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

/**
 * GOV.UK's error summary, at the top of a public form the server answered with errors (sent
 * without scripts, the page comes back from its top, the errors maybe a screen or more below):
 * 'There is a problem' and a link to each field in error, in the form's order, taking the focus
 * as the page opens (`autofocus`, which needs no script) so the visitor is brought to it. With
 * scripts, a form checks itself before it is sent and takes the visitor to the first field in
 * error, beside its message; this shows only what the server answered.
 *
 * `fields` are the form's fields shown with an error beside them, by name, each to the id of its
 * control, in the order the form shows them.
 */
export function ErrorSummary({
  posted,
  fields,
}: {
  posted: PostedForm | undefined;
  fields: Record<string, string>;
}) {
  const errors = Object.entries(fields).flatMap(([name, id]) => {
    const message = posted?.errors[name];
    return message ? [{ id, message }] : [];
  });
  if (!errors.length) return null;
  return (
    <Summary tabIndex={-1} autoFocus>
      <div role="alert">
        <Title>There is a problem</Title>
        <List>
          {errors.map(({ id, message }) => (
            <li key={id}>
              <a href={`#${id}`}>{message}</a>
            </li>
          ))}
        </List>
      </div>
    </Summary>
  );
}
