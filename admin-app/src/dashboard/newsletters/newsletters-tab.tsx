import { useState } from 'react';
import styled from 'styled-components';
import type { Newsletter } from '@da-boulder/api/contracts';
import { Badge, truncate } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { RowActions } from '../../features/content-table/row-actions';
import { CrudTab } from '../../features/crud/crud-tab';
import { NewsletterForm } from './newsletter-form';
import { sortNewslettersByDate, type SortDirection } from './sort-newsletters';

/** SPEC §9: the link is shown cut to 40 characters. */
export const NEWSLETTER_LINK_MAX = 40;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Link = styled.a`
  color: ${({ theme }) => theme.color.accent};
  overflow-wrap: anywhere;
`;

export function NewslettersTable({
  newsletters,
  onEdit,
  onDelete,
}: {
  newsletters: Newsletter[];
  onEdit: (newsletter: Newsletter) => void;
  onDelete: (newsletter: Newsletter) => void;
}) {
  const [direction, setDirection] = useState<SortDirection>('descending');
  const sorted = sortNewslettersByDate(newsletters, direction);
  return (
    <ContentTable
      label="Newsletters"
      head={
        <tr>
          <th>Month</th>
          <th>Year</th>
          <th aria-sort={direction}>
            <SortButton
              type="button"
              onClick={() => setDirection(direction === 'descending' ? 'ascending' : 'descending')}
            >
              Date <span aria-hidden="true">{direction === 'descending' ? '↓' : '↑'}</span>
            </SortButton>
          </th>
          <th>Link</th>
          <th>Special</th>
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {sorted.map((newsletter) => (
          <tr key={newsletter.id}>
            <td>{newsletter.month}</td>
            <td>{newsletter.year}</td>
            <td>
              {newsletter.month} {newsletter.year}
            </td>
            <td>
              <Link href={newsletter.link} target="_blank" rel="noreferrer" title={newsletter.link}>
                {truncate(newsletter.link, NEWSLETTER_LINK_MAX)}
              </Link>
            </td>
            <td>{newsletter.isSpecial && <Badge>Special</Badge>}</td>
            <td>
              <RowActions
                itemLabel={`${newsletter.month} ${newsletter.year} newsletter`}
                onEdit={() => onEdit(newsletter)}
                onDelete={() => onDelete(newsletter)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

export function NewslettersTab() {
  return (
    <CrudTab<Newsletter, { newsletters: Newsletter[] }>
      heading="Newsletters"
      noun="newsletter"
      listKey="/api/cms/newsletters"
      publicKeyPrefixes={['/api/newsletters']}
      selectItems={(response) => response.newsletters}
      deleteQuestion={() => 'Are you sure you want to delete this newsletter?'}
      emptyTitle='No newsletters found. Click "Add New Newsletter" to create one.'
      renderTable={(newsletters, handlers) => (
        <NewslettersTable
          newsletters={newsletters}
          onEdit={handlers.edit}
          onDelete={handlers.remove}
        />
      )}
      renderForm={(props) => <NewsletterForm {...props} />}
    />
  );
}
