import type { AdminTestimonial } from '@da-boulder/api/contracts';
import { truncate } from '@da-boulder/shared-ui';
import { ContentTable } from '../../features/content-table/content-table';
import { RowActions } from '../../features/content-table/row-actions';
import { CrudTab } from '../../features/crud/crud-tab';
import { TestimonialForm } from './testimonial-form';

/** SPEC §9: the quote preview is cut to 100 characters. */
export const QUOTE_PREVIEW_MAX = 100;

export function TestimonialsTable({
  testimonials,
  onEdit,
  onDelete,
}: {
  testimonials: AdminTestimonial[];
  onEdit: (testimonial: AdminTestimonial) => void;
  onDelete: (testimonial: AdminTestimonial) => void;
}) {
  return (
    <ContentTable
      label="Testimonials"
      head={
        <tr>
          <th>Name</th>
          <th>Quote Preview</th>
          <th>Review Count</th>
          <th>Date</th>
          <th>Actions</th>
        </tr>
      }
    >
      <tbody>
        {testimonials.map((testimonial) => (
          <tr key={testimonial.id}>
            <td>{testimonial.name}</td>
            <td>{truncate(testimonial.quote, QUOTE_PREVIEW_MAX)}</td>
            <td>{testimonial.reviewCount}</td>
            <td>{testimonial.date || '-'}</td>
            <td>
              <RowActions
                itemLabel={`testimonial from ${testimonial.name || truncate(testimonial.quote, 30)}`}
                onEdit={() => onEdit(testimonial)}
                onDelete={() => onDelete(testimonial)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ContentTable>
  );
}

export function TestimonialsTab() {
  return (
    <CrudTab<AdminTestimonial, { testimonials: AdminTestimonial[] }>
      heading="Testimonials"
      noun="testimonial"
      listKey="/api/cms/testimonials"
      publicKeyPrefixes={['/api/testimonials']}
      selectItems={(response) => response.testimonials}
      deleteQuestion={() => 'Are you sure you want to delete this testimonial?'}
      emptyTitle="No testimonials found"
      renderTable={(testimonials, handlers) => (
        <TestimonialsTable
          testimonials={testimonials}
          onEdit={handlers.edit}
          onDelete={handlers.remove}
        />
      )}
      renderForm={(props) => <TestimonialForm {...props} />}
    />
  );
}
