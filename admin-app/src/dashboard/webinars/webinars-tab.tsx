import styled from 'styled-components';
import type { Webinar } from '@da-boulder/api/contracts';
import { Badge } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { RowActions } from '../../features/content-table/row-actions';
import { CrudTab } from '../../features/crud/crud-tab';
import { WebinarForm } from './webinar-form';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export function WebinarsTab() {
  return (
    <CrudTab<Webinar, { webinars: Webinar[] }>
      heading="Webinars"
      noun="webinar"
      listKey="/api/cms/webinars"
      publicKeyPrefixes={['/api/webinars']}
      selectItems={(response) => response.webinars}
      deleteQuestion={() => 'Are you sure you want to delete this webinar?'}
      emptyTitle="No webinars found"
      renderTable={(webinars, handlers) => (
        <ContentTable
          label="Webinars"
          head={
            <tr>
              <th>Title</th>
              <th>Presenter</th>
              <th>Date</th>
              <th>Tags</th>
              <th>Actions</th>
            </tr>
          }
        >
          <tbody>
            {webinars.map((webinar) => (
              <tr key={webinar.id}>
                <td>{webinar.title}</td>
                <td>{webinar.presenter}</td>
                <td>
                  {webinar.month} {webinar.year}
                </td>
                <td>
                  <Tags>
                    {webinar.tags.map((tag) => (
                      <Badge key={tag}>{tag}</Badge>
                    ))}
                  </Tags>
                </td>
                <td>
                  <RowActions
                    itemLabel={webinar.title}
                    onEdit={() => handlers.edit(webinar)}
                    onDelete={() => handlers.remove(webinar)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ContentTable>
      )}
      renderForm={(props) => <WebinarForm {...props} />}
    />
  );
}
