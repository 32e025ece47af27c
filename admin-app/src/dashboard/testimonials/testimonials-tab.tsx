import { testimonialType, type AdminTestimonial } from '@da-boulder/contracts';
import { ContentTypeTable } from '../../features/content-table/content-type-table';
import { ContentTypeTab } from '../../features/crud/content-type-tab';

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
    <ContentTypeTable
      type={testimonialType}
      items={testimonials}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

export function TestimonialsTab() {
  return (
    <ContentTypeTab<AdminTestimonial>
      type={testimonialType}
      renderTable={(testimonials, handlers) => (
        <TestimonialsTable
          testimonials={testimonials}
          onEdit={handlers.edit}
          onDelete={handlers.remove}
        />
      )}
    />
  );
}
